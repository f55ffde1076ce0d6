import Foundation
import RoadbookContent

/// The quick path of a live rebuild when only existing track files changed: each is read again on its own and put in
/// the place of its old version, without listing or assembling the 10,000 places again (the whole load, cached, was
/// 75 % of a GPX edit's build at 10,000 places). It applies only when the result is certain to be what a whole load
/// gives: each file was a track that loaded without a problem and still does, under the same id. The places do not
/// change: what they are resolved against is the tracks' ids, which stay.
enum TrackFileUpdate {
    /// `content` with the track files at `paths` (relative to the site root) read again from `root`, and what that
    /// changed (``ContentChanges/tracksOnly``); `nil` when the quick path does not apply.
    static func patched(_ content: SiteContent, paths: [String], root: URL) -> (content: SiteContent, changes: ContentChanges)? {
        guard !paths.isEmpty else { return nil }
        var patched = content
        for path in paths {
            let name = (path as NSString).lastPathComponent
            guard path == TrackFileLoader.directory + "/" + name, name.hasSuffix(".gpx"),
                !content.warnings.contains(where: { $0.location?.path == path })
            else { return nil }
            let id = String(name.dropLast(4))
            guard content.tracks.contains(where: { $0.id == id }) else { return nil }
            let result = TrackFileLoader.read(path, id: id, from: DiskFileSystem(root: root))
            guard let track = result.track, result.diagnostics.isEmpty else { return nil }
            patched = patched.replacingTrack(track)
        }
        return (patched, .tracksOnly)
    }
}

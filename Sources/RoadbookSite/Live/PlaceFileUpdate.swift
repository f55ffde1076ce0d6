import Diagnostics
import Foundation
import RoadbookContent

/// The quick path of a live rebuild when only existing place files changed: each is read again on its own and put in
/// the place of its old version, without listing or reading anything else. It applies only when the result is
/// certain to be what a whole load gives: each file still loads without any problem, as it did before, and keeps
/// its id; otherwise the whole (cached) load runs.
enum PlaceFileUpdate {
    /// `content` with the place files at `paths` (relative to the site root) read again from `root`, or `nil` when
    /// the quick path does not apply.
    static func patched(_ content: SiteContent, paths: [String], root: URL, cache: ContentLoadCache) -> SiteContent? {
        guard !paths.isEmpty, let catalog = cache.catalog else { return nil }
        var places = content.places
        var sources = content.placeSources
        var offsets: [String: Int] = [:]
        for (offset, place) in places.enumerated() { offsets[place.id] = offset }
        let withWarnings = Set(content.warnings.compactMap { $0.location?.path })
        var reordered = false
        for path in paths {
            let name = (path as NSString).lastPathComponent
            guard path == PlaceFileLoader.directory + "/" + name, name.hasSuffix(".md"), !withWarnings.contains(path)
            else { return nil }
            let id = String(name.dropLast(3))
            guard let offset = offsets[id], sources[id]?.path == path else { return nil }
            let entry = PlaceFileLoader.Entry(path: path, id: id, isIdUsable: true, listingDiagnostics: [])
            let loader = PlaceFileLoader(
                fileSystem: DiskFileSystem(root: root), images: catalog, diagnostics: DiagnosticsEngine())
            let result = loader.read(entry)
            guard let (place, source) = result.place, result.diagnostics.diagnostics.isEmpty else { return nil }
            // A date, a day or a track is checked against the whole site (the trip, the tracks): the whole load does.
            let old = places[offset]
            let scheduled = [place, old].contains { $0.date != nil || $0.day != nil || $0.track != nil }
            guard !scheduled else { return nil }
            cache.store(result, for: path)
            reordered = reordered || places[offset].weight != place.weight
            places[offset] = place.withPlainTexts(SmartPunctuation.typesetting(smart: content.config.markdown.smart))
            sources[id] = source
        }
        return content.replacingPlaces(reordered ? SiteContent.sortedForList(places) : places, sources: sources)
    }
}

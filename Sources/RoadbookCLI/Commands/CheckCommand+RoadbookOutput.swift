import Foundation
import LinkCheckSettings
import RoadbookSite
import SiteFiles
import YAML

extension CheckCommand {
    /// The base path of a site Roadbook built, from the `baseURL` of its `site.yaml` (`https://example.org/trip/`
    /// → `/trip/`), when the checked folder is a Roadbook output (it holds the marker file) or a `site.yaml` is
    /// beside it; `nil` when neither, or `baseURL` has no path. `generate --check` knows it; `check _site` must
    /// too, or the 404 page's links (written from the base path) are all reported broken.
    static func roadbookBasePath(of directory: URL, _ context: CommandContext) -> String? {
        let parent = directory.standardizedFileURL.deletingLastPathComponent()
        var candidates = [parent.appendingPathComponent(SiteLayout.settings)]
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent(OutputLocation.markerName).path) {
            candidates.append(context.url(forPath: SiteLayout.settings))
        }
        for file in candidates {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            guard let node = try? YAMLParser.parse(String(decoding: data, as: UTF8.self), path: SiteLayout.settings),
                let baseURL = node.pair(forKey: "baseURL")?.value.scalar?.value, !baseURL.isEmpty
            else { return nil }
            let path = URLComponents(string: baseURL).map { $0.scheme == nil ? baseURL : $0.path } ?? baseURL
            let normalized = CheckSettings.normalizedBasePath(path)
            return normalized == "/" ? nil : normalized
        }
        return nil
    }
}

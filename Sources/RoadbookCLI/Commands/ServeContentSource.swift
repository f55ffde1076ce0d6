import Diagnostics
import Foundation
import RoadbookCore

/// The data source `serve` builds from: the site's files, remembering the title of the last content loaded so the
/// command can name the site it serves without reading `site.yaml` a second time.
final class ServeContentSource: ContentDataSource, @unchecked Sendable {
    private let base: any ContentDataSource
    private let lock = NSLock()
    private var lastTitle: String?

    /// Loads through `base`.
    init(_ base: any ContentDataSource) {
        self.base = base
    }

    func loadSite() throws(DiagnosticList) -> SiteContent {
        let content = try base.loadSite()
        lock.lock()
        lastTitle = content.config.title
        lock.unlock()
        return content
    }

    func loadKeepingWhatLoaded() -> SiteLoad {
        let load = base.loadKeepingWhatLoaded()
        if !load.hasErrors, let title = load.content?.config.title {
            lock.lock()
            lastTitle = title
            lock.unlock()
        }
        return load
    }

    /// The site's title from the last successful load, if any.
    var title: String? {
        lock.lock()
        defer { lock.unlock() }
        return lastTitle
    }
}

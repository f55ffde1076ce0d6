import Diagnostics
import Foundation

/// A data source for tests and previews: either ready-made content, or site files held in memory and
/// loaded exactly as ``FileContentDataSource`` loads them from disk.
package struct InMemoryContentDataSource: ContentDataSource {
    private enum Storage: Sendable {
        case content(SiteContent)
        case files(MemoryFileSystem)
    }

    private let storage: Storage

    /// A source that returns `content` as it is, without validation.
    package init(content: SiteContent) {
        storage = .content(content)
    }

    /// A source over site files: paths relative to the site root (`site.yaml`, `content/todos.yaml`,
    /// `content/locations/x.md`, `content/images/x.png`) to their bytes.
    package init(files: [String: Data]) {
        storage = .files(MemoryFileSystem(files: files))
    }

    /// A source over text files: paths relative to the site root to their UTF-8 text.
    package init(textFiles: [String: String]) {
        self.init(files: textFiles.mapValues { Data($0.utf8) })
    }

    /// The content, or for files, what loading them yields.
    package func loadSite() throws(DiagnosticList) -> SiteContent {
        switch storage {
        case .content(let content): return content
        case .files(let fileSystem): return try ContentLoader(fileSystem: fileSystem).load()
        }
    }

    /// The content, or for files, everything that loads from them with every problem (``SiteLoad``).
    package func loadKeepingWhatLoaded() -> SiteLoad {
        switch storage {
        case .content(let content): SiteLoad(content: content, hasValidConfig: true, diagnostics: content.warnings)
        case .files(let fileSystem): ContentLoader(fileSystem: fileSystem).loadKeepingWhatLoaded()
        }
    }
}

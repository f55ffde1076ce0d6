import Parallelism

/// The words of each place's description and each todo's notes, handed by the pages that rendered them to the
/// search index, by the page's output path, so that each piece of Markdown is parsed once: by its page.
///
/// A page puts its words here as it is built (``BuiltPage/searchText``); the index, built after the pages, reads
/// them. `generate` fills it in one build; `serve` keeps it from build to build, where a page built again (its
/// Markdown changed) replaces its words and a page not built again kept the words of the same Markdown. What no
/// page put here the index reads from the Markdown itself.
package final class SearchTexts: Sendable {
    private let texts = Locked([String: String]())

    /// An empty store.
    package init() {}

    /// Keeps the words of `page`, when it has Markdown of its own.
    package func keep(_ page: BuiltPage) {
        guard let text = page.searchText else { return }
        texts.withLock { $0[page.outputPath] = text }
    }

    /// The words of the page at `outputPath`, when it put them here.
    func text(at outputPath: String) -> String? {
        texts.withLock { $0[outputPath] }
    }

    /// Forgets the pages not in `outputPaths` (those the site no longer has).
    package func keepOnly(_ outputPaths: Set<String>) {
        texts.withLock { texts in
            for path in texts.keys where !outputPaths.contains(path) { texts[path] = nil }
        }
    }
}

import Parallelism

/// The words of each place's description and each todo's notes, handed by the pages that rendered them to the
/// search index, so that a build parses each piece of Markdown once.
///
/// A page puts its words here as it is built (``BuiltPage/searchText``); the index, built after the pages, reads
/// them. What no page put (a page that was not built) the index reads from the Markdown itself.
final class SearchTexts: Sendable {
    /// The places' words, by place index, then the todos', by todo index after them.
    private let texts: Locked<[String?]>
    /// How many places there are: the todos' slots start there.
    private let placeCount: Int
    /// How many todos there are.
    private let todoCount: Int

    /// Room for `placeCount` places and `todoCount` todos.
    init(placeCount: Int, todoCount: Int) {
        self.placeCount = placeCount
        self.todoCount = todoCount
        texts = Locked([String?](repeating: nil, count: placeCount + todoCount))
    }

    /// Keeps the words of `page`, when it is a place's or a todo's page.
    func keep(_ page: BuiltPage, of kind: PageKind) {
        guard let text = page.searchText, let slot = slot(of: kind) else { return }
        texts.withLock { $0[slot] = text }
    }

    /// The words of place `index`, when its page put them here.
    func place(_ index: Int) -> String? {
        texts.withLock { $0[index] }
    }

    /// The words of todo `index`'s notes, when its page put them here.
    func todo(_ index: Int) -> String? {
        texts.withLock { $0[placeCount + index] }
    }

    private func slot(of kind: PageKind) -> Int? {
        switch kind {
        case .location(let index) where index < placeCount: index
        case .todo(let index) where index < todoCount: placeCount + index
        default: nil
        }
    }
}

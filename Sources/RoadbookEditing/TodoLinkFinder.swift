import Diagnostics
import Foundation
import Parallelism
import RoadbookContent
import RoadbookMarkdown

/// Finds the Markdown of a site (place descriptions, todo notes) that links to todos about to be removed.
///
/// Nothing here reads links itself: each document is rendered by the build's ``CmarkRenderer`` through its
/// ``ContentLinkResolver`` twice, once with the todo and once without it, and a link is reported exactly when
/// removing the todo makes the build report it as broken.
struct TodoLinkFinder {
    /// The site root.
    let root: URL

    /// A piece of Markdown and where it comes from.
    private struct Document: Sendable {
        let text: String
        let context: MarkdownContext
    }

    /// The links to `removed` in the places' descriptions and in the notes of the items of `todos` that stay,
    /// in file and line order.
    /// `document` is the todo file the items of `todos` were read from, in the same order.
    func links(to removed: [ItemModel], todos: [ItemModel], document: TodoDocument) -> [TodoLink] {
        guard !removed.isEmpty else { return [] }
        let removedKeys = Set(removed.map { $0.id.lowercased() })
        let (placeIDs, places) = placeDocuments()
        let todosPath = document.path
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        let notes: [Document] = zip(todos, document.itemNodes).compactMap { item, node in
            guard !removedKeys.contains(item.id.lowercased()), let text = item.notes, let scalar = node["notes"]?.scalar else { return nil }
            return Document(text: text, context: TodoNotesPosition.context(of: scalar, lines: lines, path: todosPath))
        }
        let documents = places + notes
        let allIDs = todos.map(\.id)
        func renderer(without removedID: String?) -> CmarkRenderer {
            let ids = allIDs.filter { $0.lowercased() != removedID?.lowercased() }
            let resolver = ContentLinkResolver(placeIDs: placeIDs, todoIDs: ids, todoSourcePath: todosPath, images: [:])
            return CmarkRenderer(options: MarkdownOptions(), resolver: resolver)
        }
        let withAll = renderer(without: nil)
        let withoutEach = removed.map { (item: $0, renderer: renderer(without: $0.id)) }
        let brokenByRemoval = ConcurrentWork.map(documents.count) { index -> [TodoLink] in
            let document = documents[index]
            let before = Self.errors(in: document, by: withAll)
            return withoutEach.flatMap { item, renderer in
                var after = Self.errors(in: document, by: renderer)
                for known in before {
                    if let offset = after.firstIndex(of: known) { after.remove(at: offset) }
                }
                return after.compactMap(\.location).map { TodoLink(todoID: item.id, location: $0) }
            }
        }
        return brokenByRemoval.flatMap { $0 }.sorted { ($0.location, $0.todoID) < ($1.location, $1.todoID) }
    }

    /// The errors the build reports for `document` when rendered by `renderer`.
    private static func errors(in document: Document, by renderer: CmarkRenderer) -> [Diagnostic] {
        renderer.render(document.text, context: document.context).diagnostics.filter(\.isError)
    }

    /// The ids of the places and their descriptions, read as the build reads them (a file whose front matter
    /// cannot be split has no description to link from).
    private func placeDocuments() -> (ids: [String], documents: [Document]) {
        let fileSystem = DiskFileSystem(root: root)
        let entries = PlaceFileLoader.entries(fileNames: fileSystem.fileNames(in: PlaceFileLoader.directory) ?? [])
        var ids: [String] = []
        var documents: [Document] = []
        for entry in entries {
            guard let id = entry.id else { continue }
            ids.append(id)
            guard let data = fileSystem.contents(of: entry.path, limit: nil), let text = String(data: data, encoding: .utf8),
                let split = try? FrontMatter(splitting: text)
            else { continue }
            let context = MarkdownContext(sourcePath: entry.path, firstLine: split.bodyStartLine, rootPrefix: "")
            documents.append(Document(text: split.body, context: context))
        }
        return (ids, documents)
    }
}

/// A Markdown link to a todo (`../todos.yaml#book-flights`), where it is written.
package struct TodoLink: Hashable, Sendable {
    /// The id of the todo it links to, as the list writes it.
    package let todoID: String
    /// Where the link is: a place's description (with a column) or a todo's notes.
    package let location: SourceLocation

    /// A link to `todoID` at `location`.
    package init(todoID: String, location: SourceLocation) {
        self.todoID = todoID
        self.location = location
    }
}

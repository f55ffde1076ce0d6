import Diagnostics
import Foundation
import SiteFiles
import YAML

/// Reads and checks `content/todos.yaml` (or `content/todos.json`, read by the same YAML parser).
package struct TodoListLoader {
    package static let yamlPath = SiteLayout.todosYAML
    package static let jsonPath = SiteLayout.todosJSON
    static let knownKeys = ["id", "title", "isCompleted", "notes", "due"]

    /// What was read: the items and where each comes from.
    package struct Result {
        package var todos: [ItemModel] = []
        var sources: [String: ItemSource] = [:]
        var path: String?
        /// The ids (URL form) of entries left out because they have errors, so that links to them are not
        /// reported as well.
        var failedIDs: Set<String> = []
        /// Whether the file could not be read or parsed as a list, so which todos it has is not known.
        var isUnreadable = false
    }

    let fileSystem: any ContentFileSystem
    let diagnostics: DiagnosticsEngine

    /// A loader reading through `fileSystem`, reporting to `diagnostics`.
    package init(fileSystem: any ContentFileSystem, diagnostics: DiagnosticsEngine) {
        self.fileSystem = fileSystem
        self.diagnostics = diagnostics
    }

    /// The todo list; a site without a todo file has an empty one.
    package func load() -> Result {
        let hasYAML = fileSystem.fileExists(Self.yamlPath)
        let hasJSON = fileSystem.fileExists(Self.jsonPath)
        if hasYAML && hasJSON {
            diagnostics.emit(ContentProblem.conflictingTodoFiles.diagnostic(at: SourceLocation(path: Self.jsonPath)))
        }
        guard hasYAML || hasJSON else { return Result() }
        let path = hasYAML ? Self.yamlPath : Self.jsonPath
        guard let text = SourceText.read(path, from: fileSystem, missing: .unreadableFile(path), diagnostics: diagnostics) else {
            return Result(path: path, isUnreadable: true)
        }
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(text, path: path)
        } catch {
            diagnostics.emit(contentsOf: error.diagnostics)
            return Result(path: path, isUnreadable: true)
        }
        return items(of: root, text: text, path: path)
    }

    /// The todo list of the file at `path` whose text is `text` and whose parsed document is `root` (for the
    /// editor, which has parsed the file already: parsing it once more per action was a third of the action).
    package func items(of root: YAMLNode?, text: String, path: String) -> Result {
        var result = Result(path: path)
        guard let root, root.scalar?.isNull != true else { return result }
        guard let entries = root.items else {
            diagnostics.emit(ContentProblem.expectedSequence("'\(path)'").diagnostic(at: MappingReader.location(of: root, in: path)))
            result.isUnreadable = true
            return result
        }
        var registry = IdentifierRegistry()
        for entry in entries {
            if let (item, source) = loadItem(entry, path: path, text: text, registry: &registry) {
                result.todos.append(item)
                result.sources[item.id] = source
            }
        }
        result.failedIDs = registry.identifiers.subtracting(result.todos.map { IdentifierValidator.urlForm(of: $0.id) })
        return result
    }

    /// `due`, checked; `nil` when absent or wrong (reported at its value).
    private func due(_ reader: MappingReader) -> CalendarDate? {
        guard let text = reader.decode(String.self, forKey: "due") else { return nil }
        switch TripProblem.date(text, field: "due") {
        case .success(let date): return date
        case .failure(let problem):
            diagnostics.emit(problem.diagnostic(at: reader.pair("due").map { reader.location(of: $0.value) }))
            return nil
        }
    }

    /// One entry; `nil` when it has errors (reported).
    private func loadItem(_ entry: YAMLNode, path: String, text: String, registry: inout IdentifierRegistry) -> (ItemModel, ItemSource)? {
        let errorsBefore = diagnostics.errorCount
        guard
            let reader = MappingReader(
                entry, what: "a todo", path: path, text: text, knownKeys: Self.knownKeys, requiredKeys: ["title"],
                diagnostics: diagnostics)
        else { return nil }

        var title: String?
        if let raw = reader.decode(String.self, forKey: "title") {
            do throws(ContentProblem) {
                title = try TitleValidator.validated(raw)
            } catch {
                reader.report(error, atKey: "title")
            }
        } else if reader.pair("title") != nil, reader.value("title") == nil {
            reader.report(.emptyText(field: "title"), atKey: "title")
        }

        var id: String?
        let line = reader.location.line
        if reader.pair("id") != nil {
            if let raw = reader.decode(String.self, forKey: "id") {
                do throws(ContentProblem) {
                    let valid = try IdentifierValidator.validated(raw)
                    if let problem = registry.register(valid, derivedFrom: nil, line: line) {
                        reader.report(problem, atKey: "id")
                    } else {
                        id = valid
                    }
                } catch {
                    reader.report(error, atKey: "id")
                }
            } else if reader.value("id") == nil {
                reader.report(.emptyIdentifier, atKey: "id")
            }
        } else if let title {
            let slug = Slugifier.slug(from: title)
            if slug.isEmpty {
                reader.report(.underivableIdentifier(title: title), atKey: "title")
            } else if let problem = registry.register(slug, derivedFrom: title, line: line) {
                reader.report(problem, atKey: "title")
            } else {
                id = slug
            }
        }

        let isCompleted = reader.decode(Bool.self, forKey: "isCompleted") ?? false
        let notes = reader.decode(String.self, forKey: "notes")
        let due = self.due(reader)
        var bodyStartLine: Int?
        if notes != nil, let notesNode = reader.value("notes"), let scalar = notesNode.scalar {
            let isBlock = scalar.style == .literal || scalar.style == .folded
            bodyStartLine = scalar.span.start.line + (isBlock ? 1 : 0)
        }
        guard diagnostics.errorCount == errorsBefore, let id, let title else { return nil }
        let source = ItemSource(path: path, location: reader.location, bodyStartLine: bodyStartLine)
        return (ItemModel(id: id, title: title, isCompleted: isCompleted, notes: notes, due: due), source)
    }
}

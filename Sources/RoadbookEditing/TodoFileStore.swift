import Diagnostics
import Foundation
import RoadbookContent
import SiteFiles

/// The todo file of a site, read and changed by the `todo` commands: a ``TodoChange`` is made in a
/// ``TodoList`` (which validates it with the seed's rules) and reach the file as the smallest edit of its text
/// (``TodoTextEditor``), written atomically (``AtomicFileWriter``) under a lock (``FileLock``).
///
/// A todo file that is a symbolic link is read, locked and replaced at the file it leads to (``TodoFileTarget``);
/// a read-only file or a link that leads nowhere is refused; a UTF-8 byte-order mark is kept.
///
/// The file is `content/todos.yaml`, or `content/todos.json` when only that one exists (it stays JSON); a site
/// without either gets `content/todos.yaml` on its first `todo add`.
package struct TodoFileStore: Sendable {
    /// The site root.
    package let root: URL

    /// The store of the site at `root`.
    package init(root: URL) {
        self.root = root
    }

    /// The todo file's path relative to the site root.
    package var relativePath: String {
        let json = TodoListLoader.jsonPath
        return !isPresent(TodoListLoader.yamlPath) && isPresent(json) ? json : TodoListLoader.yamlPath
    }

    /// The items, in order, validated like the build does; throws every error of the file. Warnings (unknown
    /// keys) are returned with the items.
    package func load() throws(DiagnosticList) -> (items: [ItemModel], warnings: [Diagnostic]) {
        let path = relativePath
        let text = try read(try resolvedTarget(path)).contents.text
        _ = try TodoDocument(text: text, path: path)
        let loaded = try items(in: text, path: path)
        return (loaded.list.todos, loaded.warnings)
    }

    /// Makes `change` in the file: under its lock, as the smallest edit of its text, written atomically. Without
    /// `allowBreakingLinks`, a removal of items that Markdown links to is refused with the place of every link.
    /// - Returns: the items the change concerns (``TodoChange/apply(to:path:)``) and the file's warnings.
    package func apply(
        _ change: TodoChange, allowBreakingLinks: Bool = false
    ) throws -> (changed: [ItemModel], warnings: [Diagnostic]) {
        try apply(allowBreakingLinks: allowBreakingLinks) { _ in change }
    }

    /// ``apply(_:allowBreakingLinks:)`` of the change `resolve` makes of the items as they are once the lock is
    /// held (so that a position the user typed names the item at that position then).
    ///
    /// The file is read after taking the lock, so concurrent commands each see the previous one's result. Nothing is
    /// written when `resolve` or the change throws, when nothing changed, or when the edit fails. A program that
    /// takes no lock (an editor saving the file) may change the file meanwhile: the edit is written only if the file
    /// is still the one it was worked out from, and is otherwise worked out again from the new file, up to
    /// ``attemptsWhileChanging`` times, then refused. An editor's save is never overwritten.
    package func apply(
        allowBreakingLinks: Bool = false, _ resolve: ([ItemModel]) throws -> TodoChange
    ) throws -> (changed: [ItemModel], warnings: [Diagnostic]) {
        let path = relativePath
        let target = try resolvedTarget(path)
        try FileManager.default.createDirectory(at: target.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Locked beside the real file, so two sites sharing one linked list take the same lock.
        return try FileLock(protecting: target.url).withLock {
            for _ in 1..<Self.attemptsWhileChanging {
                if let result = try attempt(target: target, path: path, allowBreakingLinks: allowBreakingLinks, resolve) {
                    return result
                }
            }
            guard let result = try attempt(target: target, path: path, allowBreakingLinks: allowBreakingLinks, resolve) else {
                let message = "'\(path)' kept changing while this change was being written (is an editor saving it?); nothing was written"
                throw DiagnosticList([.error(message, at: SourceLocation(path: path))])
            }
            return result
        }
    }

    /// How many times an edit is worked out from a file that another program keeps changing before it is refused.
    static let attemptsWhileChanging = 8

    /// One reading of the file and the edit worked out from it; `nil` when the file changed before the edit could
    /// replace it (nothing was written).
    private func attempt(
        target: TodoFileTarget, path: String, allowBreakingLinks: Bool, _ resolve: ([ItemModel]) throws -> TodoChange
    ) throws -> (changed: [ItemModel], warnings: [Diagnostic])? {
        let (contents, snapshot) = try read(target)
        let document = try TodoDocument(text: contents.text, path: path)
        let loaded = try items(of: document)
        let items = loaded.list.todos
        var list = TodoList(items: items)
        let change = try resolve(items)
        let result = try change.apply(to: &list, path: path)
        let changed = list.items
        guard changed != items else { return (result, loaded.warnings) }
        do throws(TodoFileProblem) { try target.checkWritable() } catch { throw DiagnosticList([error.diagnostic]) }
        let warnings = loaded.warnings + (try brokenLinks(from: items, to: changed, in: document, allowed: allowBreakingLinks))
        let edited: String
        do throws(TodoEditError) {
            edited = try TodoTextEditor(document: document).text(
                changing: items, to: changed, explicitIDs: change.explicitIDs, preferMoving: change.preferredMoves)
        } catch {
            throw DiagnosticList([error.diagnostic(path: path)])
        }
        do throws(FileOperationError) {
            try AtomicFileWriter.write(contents.data(for: edited), to: target.url, replacing: snapshot)
        } catch let error where error.isChangedMeanwhile {
            return nil
        } catch {
            throw DiagnosticList([.error(error.description, at: SourceLocation(path: path))])
        }
        return (result, warnings)
    }

    /// Whether anything is at `path`, a link that leads nowhere included.
    private func isPresent(_ path: String) -> Bool {
        var info = stat()
        return lstat(root.appendingPathComponent(path).path, &info) == 0
    }

    /// Where the file at `path` really is.
    private func resolvedTarget(_ path: String) throws(DiagnosticList) -> TodoFileTarget {
        do throws(TodoFileProblem) {
            return try TodoFileTarget(root: root, path: path)
        } catch {
            throw DiagnosticList([error.diagnostic])
        }
    }

    /// The file's contents (empty when it does not exist) and the snapshot they were read from.
    private func read(_ target: TodoFileTarget) throws(DiagnosticList) -> (contents: TodoFileContents, snapshot: FileSnapshot) {
        if isPresent(TodoListLoader.yamlPath), isPresent(TodoListLoader.jsonPath) {
            throw DiagnosticList([
                ContentProblem.conflictingTodoFiles.diagnostic(at: SourceLocation(path: TodoListLoader.jsonPath))
            ])
        }
        guard let contents = target.read() else {
            throw DiagnosticList([ContentProblem.unreadableFile(target.path).diagnostic(at: SourceLocation(path: target.path))])
        }
        return contents
    }

    /// The items of `text`, through the build's loader.
    private func items(in text: String, path: String) throws(DiagnosticList) -> (list: TodoListLoader.Result, warnings: [Diagnostic]) {
        let diagnostics = DiagnosticsEngine()
        let fileSystem = MemoryFileSystem(files: [path: Data(text.utf8)])
        let loaded = TodoListLoader(fileSystem: fileSystem, diagnostics: diagnostics).load()
        guard !diagnostics.hasErrors else { throw DiagnosticList(diagnostics.diagnostics) }
        return (loaded, diagnostics.diagnostics)
    }

    /// The items of `document`, through the build's loader, from the document's parse when the loader would parse
    /// the same text (a file with a final line end; without one, the document parsed the text with one added).
    private func items(of document: TodoDocument) throws(DiagnosticList) -> (list: TodoListLoader.Result, warnings: [Diagnostic]) {
        guard document.hasFinalLineEnd else { return try items(in: document.text, path: document.path) }
        let diagnostics = DiagnosticsEngine()
        let loader = TodoListLoader(fileSystem: MemoryFileSystem(files: [:]), diagnostics: diagnostics)
        let loaded = loader.items(of: document.root, text: document.text, path: document.path)
        guard !diagnostics.hasErrors else { throw DiagnosticList(diagnostics.diagnostics) }
        return (loaded, diagnostics.diagnostics)
    }

    /// The links that removing items (those of `old` not in `new`) would break: errors that stop the change, or,
    /// when `allowed`, warnings to print with the result.
    private func brokenLinks(
        from old: [ItemModel], to new: [ItemModel], in document: TodoDocument, allowed: Bool
    ) throws(DiagnosticList) -> [Diagnostic] {
        let kept = Set(new.map { IdentifierValidator.urlForm(of: $0.id) })
        let removed = old.filter { !kept.contains(IdentifierValidator.urlForm(of: $0.id)) }
        let links = TodoLinkFinder(root: root).links(to: removed, todos: old, document: document)
        guard !links.isEmpty else { return [] }
        guard allowed else {
            let diagnostics = links.map { Diagnostic.error("links to the todo '\($0.todoID)'", at: $0.location) }
            let count = links.count == 1 ? "1 link points" : "\(links.count) links point"
            let ids = removed.map { "'\($0.id)'" }.joined(separator: ", ")
            let summary = Diagnostic.error(
                "nothing was removed: \(count) to \(ids); remove the links first, or use --force", at: nil)
            throw DiagnosticList(diagnostics + [summary])
        }
        return links.map { .warning("this link to the removed todo '\($0.todoID)' is now broken", at: $0.location) }
    }
}

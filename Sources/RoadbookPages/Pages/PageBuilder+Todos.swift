import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown

/// The todo list, each todo's page, and the todo rows both show.
extension PageBuilder {
    /// The todo's notes rendered for a page whose links start with `root` (nothing when it has none).
    func renderNotes(of index: Int, root: String) -> RenderedMarkdown {
        let item = source.todo(index)
        guard let notes = item.notes, !notes.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return RenderedMarkdown(html: "", diagnostics: [], headingIDs: [])
        }
        // Notes sit in a YAML block scalar whose indentation is not known here: lines are exact, columns left out.
        let origin = item.source
        let context = MarkdownContext(
            sourcePath: origin?.path ?? source.todoSourcePath, firstLine: origin?.bodyStartLine ?? origin?.location.line ?? 1,
            columnOffset: 0, rootPrefix: root, headingIDPrefix: item.urlID + "_",
            footnoteIDPrefix: item.urlID + ".", reportsColumns: false)
        return source.markdown.render(notes, context: context, reservedIDs: source.todoURLIDs.union(Self.themeIDs))
    }

    /// The todo's row for a page whose links start with `root`, showing `notesHTML`.
    func todoRow(_ index: Int, root: String, notesHTML: String = "") -> TodoRowViewModel {
        let item = source.todo(index)
        return TodoRowViewModel(
            id: item.urlID, title: item.title, url: link(to: .todo(index), root: root),
            isCompleted: item.isCompleted, notesHTML: notesHTML, strings: strings)
    }

    func todoList(at path: PagePath) -> TodoListPageViewModel {
        let root = path.rootPrefix
        return TodoListPageViewModel(
            frame: frame(
                at: path, section: .todos, title: title(strings.text("todos.heading")),
                subject: ShareSubject(heading: strings.text("todos.heading"))),
            progress: progress,
            // The todo's own page reports its notes' problems, once.
            items: (0..<source.todoCount).map { todoRow($0, root: root, notesHTML: renderNotes(of: $0, root: root).html) },
            hasItems: source.todoCount > 0)
    }

    func todo(_ index: Int, at path: PagePath, _ findings: inout PageFindings) -> TodoPageViewModel {
        let root = path.rootPrefix
        let count = source.todoCount
        let neighbours = source.neighbours(ofTodo: index)
        let (previous, next) = (source.todo(neighbours.previous), source.todo(neighbours.next))
        let item = source.todo(index)
        let notes = renderNotes(of: index, root: root)
        findings.add(notes)
        let row = todoRow(index, root: root, notesHTML: notes.html)
        return TodoPageViewModel(
            frame: frame(
                at: path, section: .todos, title: title(item.title),
                subject: ShareSubject(heading: item.title, summaryHTML: row.notesHTML, isArticle: true)),
            item: row,
            position: position(index, of: count),
            previous: .sibling("pager.previousLabel", title: previous.title, id: previous.urlID, strings: strings),
            next: .sibling("pager.nextLabel", title: next.title, id: next.urlID, strings: strings),
            hasNeighbours: count > 1,
            listURL: link(to: .todoList, root: root))
    }
}

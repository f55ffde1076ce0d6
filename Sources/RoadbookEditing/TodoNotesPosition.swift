import RoadbookMarkdown
import YAML

/// Where a todo's notes are in the todo file, as a ``MarkdownContext``: so a link in the notes is reported at its
/// line and, where the file's text maps one to one onto the Markdown, its column.
///
/// A literal block (`notes: |`) keeps its lines and strips one indentation: columns are shifted by it. A plain
/// one-line value starts at its column. Elsewhere (quoted values with escapes, folded blocks) only lines are known.
enum TodoNotesPosition {
    /// The context for `notes`, the scalar of an item's `notes` key, in the file `path` whose lines are `lines`.
    static func context(of notes: YAMLScalar, lines: [Substring], path: String) -> MarkdownContext {
        let start = notes.span.start
        switch notes.style {
        case .literal:
            let first = start.line + 1
            // The block's indentation is that of its first line that is not blank.
            let indentation = lines.dropFirst(first - 1).first { !$0.allSatisfy { $0 == " " || $0 == "\r" } }
                .map { $0.prefix { $0 == " " }.count } ?? 0
            return MarkdownContext(sourcePath: path, firstLine: first, columnOffset: indentation, rootPrefix: "")
        case .plain where !notes.value.contains("\n"):
            return MarkdownContext(sourcePath: path, firstLine: start.line, columnOffset: start.column - 1, rootPrefix: "")
        case .folded:
            return MarkdownContext(sourcePath: path, firstLine: start.line + 1, rootPrefix: "", reportsColumns: false)
        default:
            return MarkdownContext(sourcePath: path, firstLine: start.line, rootPrefix: "", reportsColumns: false)
        }
    }
}

import RoadbookContent

/// Writes the todo list for people: one numbered line per item with a `✓` or `○` mark, then the counts.
/// Colour only when asked (a terminal without `NO_COLOR`). Control characters in the text are shown in caret
/// notation (`^[`), so a title cannot send escape sequences to the terminal.
struct TodoListPrinter {
    /// Whether to use ANSI colours.
    let usesColor: Bool

    /// `  3 ○ Book Colosseum tickets  (book-colosseum-tickets)`
    func line(for item: ItemModel, position: Int? = nil, width: Int = 1) -> String {
        let number = position.map { String(repeating: " ", count: max(0, width - String($0).count)) + "\($0) " } ?? ""
        let mark = item.isCompleted ? paint("✓", "32") : paint("○", "33")
        // Titles and ids come from a file anyone may have written: control characters are shown, never sent.
        let title = ControlCharacters.visible(item.title)
        let id = ControlCharacters.visible(item.id)
        return number + mark + " " + title + "  " + paint("(\(id))", "2")
    }

    /// The whole list and its counts.
    func text(of items: [ItemModel]) -> String {
        guard !items.isEmpty else { return "No todo items yet; add one with 'roadbook todo add TITLE'.\n" }
        let width = String(items.count).count
        var lines = items.enumerated().map { line(for: $1, position: $0 + 1, width: width) }
        let figures = TodoProgress(todos: items)
        lines.append("")
        lines.append("\(figures.completedCount) of \(figures.totalCount) done, \(figures.pendingCount) to do")
        return lines.joined(separator: "\n") + "\n"
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

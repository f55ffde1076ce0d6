import RoadbookContent

/// Writes a new item's text in a file's ``TodoItemStyle``.
struct TodoItemRenderer: Sendable {
    let style: TodoItemStyle

    /// The item's text, its id written when `writesID` (or the file writes every id): for a block list, whole lines
    /// ending with a line end; for a flow list, `{…}`.
    func text(of entry: ItemModel, writesID: Bool) -> String {
        var pairs: [(key: String, value: Value)] = []
        if writesID || style.writesID { pairs.append(("id", .string(entry.id))) }
        pairs.append(("title", .string(entry.title)))
        if entry.isCompleted || style.writesCompletion { pairs.append(("isCompleted", .bool(entry.isCompleted))) }
        if let notes = entry.notes { pairs.append(("notes", .string(notes))) }
        return style.isBlock ? block(pairs) : flow(pairs)
    }

    /// Whether the entry's text ends with a `|+` block scalar (notes ending with several line ends).
    func endsWithKeptLines(_ entry: ItemModel) -> Bool {
        guard style.isBlock, let notes = entry.notes else { return false }
        return ScalarWriter.canBeLiteralBlock(notes) && ScalarWriter.chomping(of: notes) == "+"
    }

    enum Value {
        case string(String)
        case bool(Bool)
    }

    private func block(_ pairs: [(key: String, value: Value)]) -> String {
        let end = style.lineEnd
        var text = ""
        for (index, pair) in pairs.enumerated() {
            if index == 0 {
                text += String(repeating: " ", count: style.outerIndent) + "-"
                text += String(repeating: " ", count: max(1, style.keyIndent - style.outerIndent - 1))
            } else {
                text += String(repeating: " ", count: style.keyIndent)
            }
            text += pair.key + ":"
            switch pair.value {
            case .bool(let value):
                text += " " + (value ? "true" : "false") + end
            case .string(let value) where pair.key == "notes" && ScalarWriter.canBeLiteralBlock(value):
                text += " |" + ScalarWriter.chomping(of: value) + end
                var lines = value.split(separator: "\n", omittingEmptySubsequences: false)
                if value.hasSuffix("\n") { lines.removeLast() }
                let indent = String(repeating: " ", count: style.keyIndent + style.blockStep)
                for line in lines {
                    text += (line.isEmpty ? "" : indent + line) + end
                }
            case .string(let value):
                text += " " + ScalarWriter.yaml(value) + end
            }
        }
        return text
    }

    private func flow(_ pairs: [(key: String, value: Value)]) -> String {
        let written = pairs.map { pair -> String in
            let key = style.isJSON ? ScalarWriter.json(pair.key) : pair.key
            let value: String
            switch pair.value {
            case .bool(let flag): value = flag ? "true" : "false"
            case .string(let text): value = style.isJSON ? ScalarWriter.json(text) : ScalarWriter.yaml(text, inFlow: true)
            }
            return key + ": " + value
        }
        guard style.isMultiline else { return "{" + written.joined(separator: ", ") + "}" }
        let indent = String(repeating: " ", count: style.keyIndent)
        return "{" + style.lineEnd + written.map { indent + $0 }.joined(separator: "," + style.lineEnd) + style.lineEnd
            + String(repeating: " ", count: style.outerIndent) + "}"
    }
}

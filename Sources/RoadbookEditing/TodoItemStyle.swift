import YAML

/// How a new item is written so it looks like the file's own items: indentation, which keys, JSON or YAML.
struct TodoItemStyle: Sendable, Equatable {
    /// Block (`- title: …`) or flow (`{title: …}`).
    var isBlock = true
    /// JSON: keys and strings in double quotes.
    var isJSON = false
    /// Flow only: one key a line.
    var isMultiline = false
    /// Block: spaces before the `-`; flow: spaces before the closing `}` of a multi-line item.
    var outerIndent = 0
    /// Spaces before each key (block: of the keys after the first; flow: of every key, multi-line).
    var keyIndent = 2
    /// Block: how much deeper than its key a literal block's lines are.
    var blockStep = 2
    /// Whether most of the file's items write their `id`.
    var writesID = false
    /// Whether most of the file's items write `isCompleted`.
    var writesCompletion = false
    /// The file's line end.
    var lineEnd = "\n"

    /// The style of `document`'s items: the keys most of them write, the indentation of the last one (or the
    /// default for a new file).
    init(document: TodoDocument, layout: TodoListLayout) {
        let text = TextBytes(document.bytes)
        lineEnd = String(decoding: document.lineEnd, as: UTF8.self)
        isJSON = document.format == .json
        isBlock = layout.kind != .flow
        guard let last = document.itemNodes.last else {
            if isJSON {
                isMultiline = true
                outerIndent = 2
                keyIndent = 4
            }
            return
        }
        let nodes = document.itemNodes
        writesID = nodes.filter { $0.pair(forKey: "id") != nil }.count * 2 > nodes.count
        writesCompletion = nodes.filter { $0.pair(forKey: "isCompleted") != nil }.count * 2 > nodes.count
        if isBlock {
            if let dash = try? TodoListLayout.dash(of: last, in: text) {
                outerIndent = dash - text.lineStart(of: dash)
                let start = last.span.start.offset
                keyIndent =
                    text.lineStart(of: start) == text.lineStart(of: dash) ? start - text.lineStart(of: start) : outerIndent + 2
            }
            for pair in last.pairs ?? [] {
                if let scalar = pair.value.scalar, scalar.style == .literal || scalar.style == .folded {
                    let contentLine = text.lineEnd(from: scalar.span.start.offset)
                    if contentLine < document.bytes.count {
                        let step = text.indent(ofLineHolding: contentLine) - keyIndent
                        if step > 0 { blockStep = step }
                    }
                }
            }
        } else {
            let range = last.span.byteRange
            isMultiline = document.bytes[range].contains(0x0A)
            if isMultiline, let firstKey = last.pairs?.first?.key {
                keyIndent = text.indent(ofLineHolding: firstKey.span.start.offset)
                outerIndent = text.indent(ofLineHolding: max(range.upperBound - 1, range.lowerBound))
            }
        }
    }
}

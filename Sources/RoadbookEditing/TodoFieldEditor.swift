import YAML

/// The in-place edits that give one item of the todo file new text values (`title`, `notes`, `id`), or remove one,
/// touching only that key's value: the other keys, their comments and the rest of the file stay byte for byte.
///
/// A value is written as a YAML scalar that reads back as the same string: plain when that is safe, else
/// single-quoted, else double-quoted with escapes; in a block item, notes of several lines are a literal block
/// (`notes: |` or `|-` without a final line end). JSON files get JSON strings. A new key goes on a line of its own
/// after the item's last key (in a flow item, after its last value). Removing a key takes its line(s) with it.
struct TodoFieldEditor: Sendable {
    /// One replacement: the byte range of the document and what takes its place.
    typealias Edit = (Range<Int>, [UInt8])

    let document: TodoDocument
    let style: TodoItemStyle

    private var text: TextBytes { TextBytes(document.bytes) }
    private var lineEnd: String { String(decoding: document.lineEnd, as: UTF8.self) }

    /// The edits that set each key of `fields` in `item` to its value (`nil`: remove the key), in that order for
    /// the keys that are new.
    func edits(of item: YAMLNode, setting fields: [(key: String, value: String?)]) throws(TodoEditError) -> [Edit] {
        let start = item.span.start
        guard let pairs = item.pairs, let last = pairs.last else {
            throw .unsupportedLayout("the item is not a mapping of 'key: value' lines", line: start.line, column: start.column)
        }
        let isFlow = text.isFlowOpener(at: start.offset)
        var edits: [Edit] = []
        var added: [(key: String, value: String)] = []
        for (key, value) in fields {
            if let index = pairs.firstIndex(where: { $0.key.scalar?.value == key }) {
                if let value {
                    edits.append(try replacement(of: pairs[index], key: key, with: value, isFlow: isFlow))
                } else {
                    edits.append(try removal(of: index, in: pairs, isFlow: isFlow))
                }
            } else if let value {
                added.append((key, value))
            }
        }
        if !added.isEmpty { edits.append(insertion(of: added, after: last, in: item, isFlow: isFlow)) }
        return edits
    }

    /// The edit that writes `value` in place of the pair's value.
    private func replacement(of pair: YAMLPair, key: String, with value: String, isFlow: Bool) throws(TodoEditError) -> Edit {
        guard let scalar = pair.value.scalar else {
            let at = pair.value.span.start
            throw .unsupportedLayout("'\(key)' is not a text", line: at.line, column: at.column)
        }
        let range = scalar.span.byteRange
        let space = range.isEmpty ? " " : ""
        if isFlow { return (range, Array((space + flowScalar(value)).utf8)) }
        let keyColumn = pair.key.span.start.offset - text.lineStart(of: pair.key.span.start.offset)
        let written = blockScalar(value, key: key, keyColumn: keyColumn)
        let isOneLine = scalar.style != .literal && scalar.style != .folded && !document.bytes[range].contains(0x0A)
        if isOneLine, !written.hasSuffix(lineEnd) { return (range, Array((space + written).utf8)) }
        // A value of several lines ends with its line: a comment after it would otherwise become part of it.
        let end = TodoListLayout.bodyEnd(of: pair.value, in: text)
        let body = written.hasSuffix(lineEnd) ? written : written + lineEnd
        return (range.lowerBound..<end, Array((space + body).utf8))
    }

    /// The edit that removes the pair at `index`: its lines in a block item, the pair and one comma in a flow one.
    private func removal(of index: Int, in pairs: [YAMLPair], isFlow: Bool) throws(TodoEditError) -> Edit {
        let pair = pairs[index]
        let keyStart = pair.key.span.start.offset
        if isFlow {
            if index > 0 { return (pairs[index - 1].value.span.end.offset..<pair.value.span.end.offset, []) }
            if index + 1 < pairs.count { return (keyStart..<pairs[index + 1].key.span.start.offset, []) }
        } else {
            // The next key then starts where this one did, at the same column (on the `-` line too).
            if index + 1 < pairs.count { return (keyStart..<pairs[index + 1].key.span.start.offset, []) }
            let lineStart = text.lineStart(of: keyStart)
            if document.bytes[lineStart..<keyStart].allSatisfy({ $0 == 0x20 }) {
                return (lineStart..<TodoListLayout.bodyEnd(of: pair.value, in: text), [])
            }
        }
        let at = pair.key.span.start
        throw .unsupportedLayout("the item would have no keys left", line: at.line, column: at.column)
    }

    /// The edit that adds `fields` after the item's last pair.
    private func insertion(of fields: [(key: String, value: String)], after last: YAMLPair, in item: YAMLNode, isFlow: Bool) -> Edit {
        let keyStart = last.key.span.start.offset
        let indent = String(repeating: " ", count: keyStart - text.lineStart(of: keyStart))
        if !isFlow {
            let at = TodoListLayout.bodyEnd(of: last.value, in: text)
            let lines = fields.map { field in
                let written = blockScalar(field.value, key: field.key, keyColumn: indent.count)
                return indent + field.key + ": " + (written.hasSuffix(lineEnd) ? written : written + lineEnd)
            }
            return (at..<at, Array(lines.joined().utf8))
        }
        let quoted = document.format == .json || last.key.scalar?.style == .doubleQuoted
        let written = fields.map { (quoted ? ScalarWriter.json($0.key) : $0.key) + ": " + flowScalar($0.value) }
        let at = last.value.span.end.offset
        if document.bytes[item.span.start.offset..<keyStart].contains(0x0A) {
            return (at..<at, Array(written.map { "," + lineEnd + indent + $0 }.joined().utf8))
        }
        return (at..<at, Array(written.map { ", " + $0 }.joined().utf8))
    }

    /// `value` as a block item's scalar: one line, or (notes of several lines) `|` or `|-` and the block's lines,
    /// each ending with the line end, indented one step deeper than the key.
    private func blockScalar(_ value: String, key: String, keyColumn: Int) -> String {
        guard key == "notes", ScalarWriter.canBeLiteralBlock(value), ScalarWriter.chomping(of: value) != "+" else {
            return ScalarWriter.yaml(value)
        }
        var lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        if value.hasSuffix("\n") { lines.removeLast() }
        let indent = String(repeating: " ", count: keyColumn + style.blockStep)
        return "|" + ScalarWriter.chomping(of: value) + lineEnd + lines.map { ($0.isEmpty ? "" : indent + $0) + lineEnd }.joined()
    }

    /// `value` as a flow item's scalar (a JSON string in a JSON file).
    private func flowScalar(_ value: String) -> String {
        document.format == .json ? ScalarWriter.json(value) : ScalarWriter.yaml(value, inFlow: true)
    }
}

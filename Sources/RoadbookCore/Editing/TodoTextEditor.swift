import Diagnostics
import YAML

/// Turns a change of the todo list (the items before and after an operation of the view model) into the
/// smallest edit of the file's text: flip one scalar, insert one key line, append, cut or move an item's lines.
///
/// Comments, blank lines, key order, quoting and untouched items stay byte for byte. The edited text is read
/// back before it is returned; if it does not hold exactly the intended items, the edit is refused.
public struct TodoTextEditor: Sendable {
    /// The file as read.
    public let document: TodoDocument

    /// An editor for `document`.
    public init(document: TodoDocument) {
        self.document = document
    }

    /// The file's text with the list changed from `old` (the file's items, in order) to `new`.
    ///
    /// Entries are matched by id, ignoring case. Entries of `new` that `old` lacks are new items; entries of
    /// `old` that `new` lacks are removed; the order of `new` is the list's new order. Only `isCompleted` may
    /// differ between an old entry and its new self.
    public func text(changing old: [TodoEntry], to new: [TodoEntry]) throws(TodoEditError) -> String {
        let nodes = document.itemNodes
        guard old.count == nodes.count else { throw .itemCountMismatch(file: nodes.count, entries: old.count) }
        let layout = try TodoListLayout(document)
        var oldIndex: [String: Int] = [:]
        for (index, entry) in old.enumerated() { oldIndex[entry.id.lowercased()] = index }

        // Where each new entry comes from, and the in-place edits of the kept ones.
        var sources: [Int?] = []
        var edits: [Int: [(Range<Int>, [UInt8])]] = [:]
        for entry in new {
            guard let index = oldIndex[entry.id.lowercased()], !sources.contains(index) else {
                sources.append(nil)
                continue
            }
            sources.append(index)
            let before = old[index]
            if before.title != entry.title || before.notes != entry.notes {
                throw .unsupportedChange("change an item's title or notes")
            }
            if before.isCompleted != entry.isCompleted, let edit = try completionEdit(of: nodes[index], to: entry.isCompleted) {
                edits[index] = [edit]
            }
        }

        // Separators stay by slot: a cut item takes the one after it (the one before it, if it was last).
        let removed = Set(old.indices).subtracting(sources.compactMap { $0 })
        var separators: [[UInt8]] = layout.separators.map { Array(document.bytes[$0]) }
        var count = old.count
        for index in removed.sorted(by: >) {
            if index < separators.count {
                separators.remove(at: index)
            } else if !separators.isEmpty {
                separators.removeLast()
            }
            count -= 1
        }
        let style = TodoItemStyle(document: document, layout: layout)
        let renderer = TodoItemRenderer(style: style)
        let added = sources.filter { $0 == nil }.count
        let newSeparator = self.newSeparator(layout: layout, style: style)
        separators.append(contentsOf: Array(repeating: newSeparator, count: max(0, min(added, count + added - 1))))

        var output = Array(document.bytes[layout.header])
        var trailer = Array(document.bytes[layout.trailer])
        if layout.kind == .flow, layout.chunks.isEmpty, !new.isEmpty, style.isJSON {
            // `[]` gets its first item pretty printed.
            output += Array(style.lineEnd.utf8) + Array(repeating: 0x20, count: style.outerIndent)
            trailer = Array(style.lineEnd.utf8) + Array(trailer.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
        }
        if layout.kind == .empty, !output.isEmpty, output.last != 0x0A, !new.isEmpty {
            output += Array(style.lineEnd.utf8)
        }
        for (position, entry) in new.enumerated() {
            if let index = sources[position] {
                output += apply(edits[index] ?? [], to: layout.chunks[index])
            } else {
                output += Array(renderer.text(of: entry).utf8)
            }
            if position + 1 < new.count { output += separators[position] }
        }
        output += trailer
        if !document.hasFinalLineEnd, output.last == 0x0A {
            output.removeLast()
            if output.last == 0x0D { output.removeLast() }
        }
        let result = String(decoding: output, as: UTF8.self)
        try verify(result, holds: new, sources: sources, style: style)
        return result
    }

    /// The separator put before each new item.
    private func newSeparator(layout: TodoListLayout, style: TodoItemStyle) -> [UInt8] {
        let bytes = document.bytes
        switch layout.kind {
        case .empty:
            return []
        case .block:
            let blank = layout.separators.last { range in bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } }
            return blank.map { Array(bytes[$0]) } ?? []
        case .flow:
            if let last = layout.separators.last, !bytes[last].contains(UInt8(ascii: "#")) { return Array(bytes[last]) }
            var spacing = Array(bytes[layout.header].reversed().prefix { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }.reversed())
            if layout.chunks.isEmpty, style.isJSON {
                spacing = Array(style.lineEnd.utf8) + Array(repeating: 0x20, count: style.outerIndent)
            }
            return spacing.contains(0x0A) ? [UInt8(ascii: ",")] + spacing : Array(", ".utf8)
        }
    }

    /// The replacement that sets the item's `isCompleted`; `nil` when nothing needs to change.
    private func completionEdit(of item: YAMLNode, to value: Bool) throws(TodoEditError) -> (Range<Int>, [UInt8])? {
        let bytes = document.bytes
        let text = TextBytes(bytes)
        let start = item.span.start
        guard let pairs = item.pairs else {
            throw .unsupportedLayout("an item that is not a mapping", line: start.line, column: start.column)
        }
        if let pair = item.pair(forKey: "isCompleted") {
            guard let scalar = pair.value.scalar else {
                throw .unsupportedLayout("this 'isCompleted'", line: pair.value.span.start.line, column: pair.value.span.start.column)
            }
            if scalar.isNull, scalar.value.isEmpty {
                return (scalar.span.start.offset..<scalar.span.start.offset, Array((" " + (value ? "true" : "false")).utf8))
            }
            guard scalar.boolValue != nil else {
                throw .unsupportedLayout("this 'isCompleted'", line: scalar.span.start.line, column: scalar.span.start.column)
            }
            return (scalar.span.byteRange, Array(BooleanSpelling.spell(value, like: scalar.value).utf8))
        }
        guard value else { return nil }
        guard let anchor = item.pair(forKey: "title") ?? pairs.last else {
            // `{}`: an empty flow mapping.
            let inside = start.offset + 1
            let key = document.format == .json ? "\"isCompleted\"" : "isCompleted"
            return (inside..<inside, Array("\(key): true".utf8))
        }
        let isFlow = text.isFlowOpener(at: start.offset)
        if !isFlow {
            let at = TodoListLayout.bodyEnd(of: anchor.value, in: text)
            let keyStart = anchor.key.span.start.offset
            let indent = keyStart - text.lineStart(of: keyStart)
            let line = String(repeating: " ", count: indent) + "isCompleted: true"
            return (at..<at, Array(line.utf8) + document.lineEnd)
        }
        let quoted = document.format == .json || anchor.key.scalar?.style == .doubleQuoted
        let key = quoted ? "\"isCompleted\"" : "isCompleted"
        let at = anchor.value.span.end.offset
        let keyStart = anchor.key.span.start.offset
        if bytes[start.offset..<keyStart].contains(0x0A) {
            let indent = String(repeating: " ", count: keyStart - text.lineStart(of: keyStart))
            return (at..<at, [UInt8(ascii: ",")] + document.lineEnd + Array((indent + key + ": true").utf8))
        }
        return (at..<at, Array((", " + key + ": true").utf8))
    }

    private func apply(_ edits: [(Range<Int>, [UInt8])], to range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        var cursor = range.lowerBound
        for (editRange, replacement) in edits.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            result += document.bytes[cursor..<editRange.lowerBound]
            result += replacement
            cursor = editRange.upperBound
        }
        result += document.bytes[cursor..<range.upperBound]
        return result
    }

    /// Reads `text` back and checks that it holds exactly the intended items.
    private func verify(_ text: String, holds new: [TodoEntry], sources: [Int?], style: TodoItemStyle) throws(TodoEditError) {
        let reread: TodoDocument
        do {
            reread = try TodoDocument(text: text, path: document.path)
        } catch {
            throw .verificationFailed(error.diagnostics.first?.message ?? "it does not parse")
        }
        guard reread.items.count == new.count else {
            throw .verificationFailed("\(reread.items.count) items instead of \(new.count)")
        }
        for (position, entry) in new.enumerated() {
            let expected: TodoFileItem
            if let index = sources[position] {
                let before = document.items[index]
                expected = TodoFileItem(id: before.id, title: before.title, isCompleted: entry.isCompleted, notes: before.notes)
            } else {
                expected = TodoFileItem(
                    id: entry.hasExplicitID || style.writesID ? entry.id : nil, title: entry.title,
                    isCompleted: entry.isCompleted, notes: entry.notes)
            }
            let found = reread.items[position]
            let actual = TodoFileItem(id: found.id, title: found.title, isCompleted: found.isCompleted ?? false, notes: found.notes)
            guard actual == expected else {
                throw .verificationFailed("item \(position + 1) would read back differently")
            }
        }
    }
}

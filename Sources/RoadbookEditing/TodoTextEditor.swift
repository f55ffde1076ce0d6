import Diagnostics
import RoadbookContent
import YAML

/// Turns a change of the todo list (the items before and after an operation of the view model) into the
/// smallest edit of the file's text: flip one scalar, insert one key line, append, cut or move an item's lines.
///
/// Comments, blank lines, key order, quoting and untouched items stay byte for byte. The edited text is read
/// back before it is returned; if it does not hold exactly the intended items, the edit is refused.
package struct TodoTextEditor: Sendable {
    /// The file as read.
    package let document: TodoDocument

    /// An editor for `document`.
    package init(document: TodoDocument) {
        self.document = document
    }

    /// The file's text with the list changed from `old` (the file's items, in order) to `new`.
    ///
    /// Entries are matched by id, ignoring case. Entries of `new` that `old` lacks are new items; entries of
    /// `old` that `new` lacks are removed; the order of `new` is the list's new order. An entry kept may differ
    /// in `isCompleted`, `title` and `notes` (``TodoFieldEditor``); a new title that would derive another id than
    /// the item's writes the id, so the item keeps it. When several items could be moved to reach the new order
    /// with as few moves (swapping two neighbours), the ids in `preferMoving` are the ones moved. A new item's id
    /// is written when it is in `writtenIDs` (or the file writes every id); otherwise the loader derives it from
    /// the title.
    package func text(
        changing old: [ItemModel], to new: [ItemModel], writingIDsOf writtenIDs: Set<String> = [],
        preferMoving: Set<String> = []
    ) throws(TodoEditError) -> String {
        let nodes = document.itemNodes
        guard old.count == nodes.count else { throw .itemCountMismatch(file: nodes.count, entries: old.count) }
        let layout = try TodoListLayout(document)
        var oldIndex: [String: Int] = [:]
        for (index, entry) in old.enumerated() { oldIndex[entry.id.lowercased()] = index }
        let style = TodoItemStyle(document: document, layout: layout)
        let (sources, edits, expected) = try matched(new, to: old, oldIndex: oldIndex, style: style)
        var list = listText(layout, edits: edits, style: style)
        let kept = Set(sources.compactMap { $0 })
        // Cut the removed items, last first so the positions of the others hold.
        for index in old.indices.reversed() where !kept.contains(index) {
            _ = list.remove(at: index)
        }
        let preferred = Set(preferMoving.compactMap { oldIndex[$0.lowercased()] })
        Self.moveFewest(in: &list, toOrder: sources.compactMap { $0 }, preferred: preferred)
        // New items go where the new list has them.
        let renderer = TodoItemRenderer(style: style)
        for (position, entry) in new.enumerated() where sources[position] == nil {
            list.insert(
                Array(renderer.text(of: entry, writesID: writtenIDs.contains(entry.id)).utf8), key: -1 - position, absorbs: renderer.endsWithKeptLines(entry),
                at: position)
        }
        return try finishedText(
            list.bytes, holding: new, writtenIDs: writtenIDs, sources: sources, expected: expected, style: style)
    }

    /// Where each new entry comes from in `old` (nil for a new item), the in-place edits of the kept ones, and how
    /// the kept items whose text changes must read back.
    private func matched(_ new: [ItemModel], to old: [ItemModel], oldIndex: [String: Int], style: TodoItemStyle)
        throws(TodoEditError) -> (sources: [Int?], edits: [Int: [(Range<Int>, [UInt8])]], expected: [Int: TodoFileItem])
    {
        let nodes = document.itemNodes
        var sources: [Int?] = []
        var used: Set<Int> = []
        var edits: [Int: [(Range<Int>, [UInt8])]] = [:]
        var expected: [Int: TodoFileItem] = [:]
        for entry in new {
            guard let index = oldIndex[entry.id.lowercased()], used.insert(index).inserted else {
                sources.append(nil)
                continue
            }
            sources.append(index)
            let before = old[index]
            var itemEdits: [(Range<Int>, [UInt8])] = []
            if before.isCompleted != entry.isCompleted, let edit = try completionEdit(of: nodes[index], to: entry.isCompleted) {
                itemEdits.append(edit)
            }
            if before.title != entry.title || before.notes != entry.notes {
                let written = document.items[index]
                var fields: [(key: String, value: String?)] = []
                if before.title != entry.title { fields.append(("title", entry.title)) }
                // An id derived from the old title is written, so the todo keeps its page and the links to it.
                let keepsID = written.id == nil && before.title != entry.title && Slugifier.slug(from: entry.title) != before.id
                if keepsID { fields.append(("id", before.id)) }
                if before.notes != entry.notes { fields.append(("notes", entry.notes)) }
                itemEdits += try TodoFieldEditor(document: document, style: style).edits(of: nodes[index], setting: fields)
                expected[index] = TodoFileItem(
                    id: keepsID ? before.id : written.id, title: before.title != entry.title ? entry.title : written.title,
                    isCompleted: entry.isCompleted, notes: before.notes != entry.notes ? entry.notes : written.notes)
            }
            if !itemEdits.isEmpty { edits[index] = itemEdits }
        }
        return (sources, edits, expected)
    }

    /// The document cut into its items (with `edits` applied), keyed by their old index.
    private func listText(_ layout: TodoListLayout, edits: [Int: [(Range<Int>, [UInt8])]], style: TodoItemStyle) -> TodoListText {
        let lineEnd = Array(style.lineEnd.utf8)
        return TodoListText(
            header: Array(document.bytes[layout.header]),
            chunks: layout.chunks.indices.map { apply(edits[$0] ?? [], to: layout.chunks[$0]) },
            keys: Array(layout.chunks.indices),
            absorbing: layout.absorbing,
            separators: layout.separators.map { Array(document.bytes[$0]) },
            trailer: Array(document.bytes[layout.trailer]),
            isFlow: layout.kind == .flow,
            newSeparator: newSeparator(layout: layout, style: style),
            emptyFlowPadding: layout.kind == .flow && style.isJSON
                ? (lineEnd + Array(repeating: 0x20, count: style.outerIndent), lineEnd) : nil)
    }

    /// Puts the kept items of `list` in `order` (old indices) moving the fewest: those outside the longest run
    /// already in order (leaving out the `preferred` ones, which move first) stay where they are.
    private static func moveFewest(in list: inout TodoListText, toOrder order: [Int], preferred: Set<Int>) {
        let staying = Set(longestIncreasingSubsequence(order.filter { !preferred.contains($0) }))
        for (position, index) in order.enumerated() where !staying.contains(index) {
            let (chunk, key, absorbs) = list.remove(at: list.keys.firstIndex(of: index)!)
            let target = position == 0 ? 0 : list.keys.firstIndex(of: order[position - 1])! + 1
            list.insert(chunk, key: key, absorbs: absorbs, at: target)
        }
    }

    /// The edited text, checked to hold `new`; without a final line end when the file had none and dropping it
    /// changes no value (a `|+` block scalar keeps its final line ends).
    private func finishedText(
        _ output: [UInt8], holding new: [ItemModel], writtenIDs: Set<String>, sources: [Int?], expected: [Int: TodoFileItem],
        style: TodoItemStyle
    ) throws(TodoEditError) -> String {
        if !document.hasFinalLineEnd, output.last == 0x0A {
            var trimmed = output.dropLast()
            if trimmed.last == 0x0D { trimmed = trimmed.dropLast() }
            let result = String(decoding: trimmed, as: UTF8.self)
            if (try? verify(result, holds: new, writtenIDs: writtenIDs, sources: sources, expected: expected, style: style)) != nil { return result }
        }
        let full = String(decoding: output, as: UTF8.self)
        try verify(full, holds: new, writtenIDs: writtenIDs, sources: sources, expected: expected, style: style)
        return full
    }

    /// A longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        // tails[k]: index of the smallest value ending an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }

    /// The separator put between an inserted item and its neighbour.
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
            throw .unsupportedLayout("the item is not a mapping of 'key: value' lines", line: start.line, column: start.column)
        }
        if let pair = item.pair(forKey: "isCompleted") {
            guard let scalar = pair.value.scalar else {
                throw .unsupportedLayout(
                    "'isCompleted' is not a boolean", line: pair.value.span.start.line, column: pair.value.span.start.column)
            }
            if scalar.isNull {
                // `isCompleted:` gets a value after its colon; `~` and `null` are replaced.
                let word = value ? "true" : "false"
                if scalar.value.isEmpty {
                    return (scalar.span.start.offset..<scalar.span.start.offset, Array((" " + word).utf8))
                }
                return (scalar.span.byteRange, Array(word.utf8))
            }
            guard scalar.boolValue != nil else {
                throw .unsupportedLayout(
                    "'isCompleted' is not a boolean", line: scalar.span.start.line, column: scalar.span.start.column)
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
    private func verify(
        _ text: String, holds new: [ItemModel], writtenIDs: Set<String>, sources: [Int?], expected edited: [Int: TodoFileItem],
        style: TodoItemStyle
    ) throws(TodoEditError) {
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
            if let index = sources[position], let item = edited[index] {
                expected = item
            } else if let index = sources[position] {
                let before = document.items[index]
                expected = TodoFileItem(id: before.id, title: before.title, isCompleted: entry.isCompleted, notes: before.notes)
            } else {
                expected = TodoFileItem(
                    id: writtenIDs.contains(entry.id) || style.writesID ? entry.id : nil, title: entry.title,
                    isCompleted: entry.isCompleted, notes: entry.notes)
            }
            let found = reread.items[position]
            let actual = TodoFileItem(
                id: found.id, title: found.title, isCompleted: found.isCompleted ?? false, notes: found.notes)
            for (key, isSame) in [
                ("id", actual.id == expected.id), ("title", actual.title == expected.title),
                ("isCompleted", actual.isCompleted == expected.isCompleted), ("notes", actual.notes == expected.notes),
            ] where !isSame {
                throw .verificationFailed("item \(position + 1) would read back with another '\(key)'")
            }
        }
    }
}

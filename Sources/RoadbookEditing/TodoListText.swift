/// The todo file's text as parts that items can be cut from and put into: a header, the items' chunks with a
/// separator between each two, and a trailer (see ``TodoListLayout``).
struct TodoListText: Sendable {
    /// Before the first item.
    var header: [UInt8]
    /// Each item's text.
    var chunks: [[UInt8]]
    /// Which item each chunk is: an old index, or `-1 - position` for a new item.
    var keys: [Int]
    /// Whether each chunk ends with a `|+` block scalar, which would take in blank lines put after it.
    var absorbing: [Bool]
    /// Between chunk `k` and chunk `k + 1`.
    var separators: [[UInt8]]
    /// After the last item.
    var trailer: [UInt8]
    /// Whether the list is `[…]`: separators hold commas and always go with a cut item.
    let isFlow: Bool
    /// What goes between an inserted item and its neighbour.
    let newSeparator: [UInt8]
    /// Put around the first item of an empty flow list (JSON's pretty printing): before it, and after it.
    let emptyFlowPadding: (before: [UInt8], after: [UInt8])?

    /// The whole text.
    var bytes: [UInt8] {
        var result = header
        for (index, chunk) in chunks.enumerated() {
            result += chunk
            let next = index < separators.count ? separators[index] : trailer
            result += absorbing[index] ? dropLeadingBlankLines(next) : next
        }
        return chunks.isEmpty ? result + trailer : result
    }

    /// Cuts the chunk at `position`. Of the separators around it, one goes with it: the one after it when that one
    /// is blank, else the one before when that one is blank; when both hold comments, the comments stay.
    mutating func remove(at position: Int) -> (chunk: [UInt8], key: Int, absorbs: Bool) {
        let chunk = chunks.remove(at: position)
        let key = keys.remove(at: position)
        let absorbs = absorbing.remove(at: position)
        guard !separators.isEmpty else { return (chunk, key, absorbs) }
        if position == 0 {
            let after = separators.removeFirst()
            if !isDroppable(after) { header += after }
        } else if position == chunks.count {
            let before = separators.removeLast()
            if !isDroppable(before) { trailer = before + trailer }
        } else {
            let before = separators[position - 1]
            let after = separators.remove(at: position)
            if !isDroppable(after), isDroppable(before) {
                separators[position - 1] = after
            } else if !isDroppable(after) {
                separators[position - 1] = before + (endsWithBlankLine(before) ? dropLeadingBlankLines(after) : after)
            }
        }
        return (chunk, key, absorbs)
    }

    /// Puts `chunk` at `position`, with ``newSeparator`` between it and the chunk that was there.
    mutating func insert(_ chunk: [UInt8], key: Int, absorbs: Bool, at position: Int) {
        if chunks.isEmpty {
            if let padding = emptyFlowPadding {
                header += padding.before
                trailer = padding.after + trailer.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            } else if !isFlow, let last = header.last, last != 0x0A {
                header.append(0x0A)
            }
        } else if position == chunks.count {
            separators.append(newSeparator)
        } else {
            separators.insert(newSeparator, at: position)
        }
        chunks.insert(chunk, at: position)
        keys.insert(key, at: position)
        absorbing.insert(absorbs, at: position)
    }

    /// A separator that may go with a cut item: blank lines only (block), or anything without a comment (flow).
    private func isDroppable(_ separator: [UInt8]) -> Bool {
        if isFlow { return true }
        return separator.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    private func endsWithBlankLine(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count - 1
        guard index >= 0, bytes[index] == 0x0A else { return bytes.isEmpty }
        index -= 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index -= 1 }
        return index < 0 || bytes[index] == 0x0A
    }

    private func dropLeadingBlankLines(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        var cursor = 0
        while cursor < bytes.count,
            bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D || bytes[cursor] == 0x0A
        {
            if bytes[cursor] == 0x0A { start = cursor + 1 }
            cursor += 1
        }
        return Array(bytes[start...])
    }
}

import YAML

/// The todo file cut into the parts an edit rearranges, from the positions libyaml reports.
///
/// The text is `header`, then the items' `chunks` with a `separator` between each two, then `trailer`.
/// Rearranging chunks (keeping the separators by slot) moves items; dropping a chunk and a separator cuts one;
/// everything else stays byte for byte.
///
/// Block lists (`- title: …`): an item's chunk runs from the start of its `-` line to the end of its last line
/// holding its content, plus the comment lines right after it that are indented deeper than its `-` (they are
/// inside the item). The comment lines directly above an item, with no blank line between, belong to it too —
/// except above the first item, where they are the file's header and stay at the top. Blank lines and comments
/// set apart by a blank line belong to the separators, which stay in place.
///
/// Flow lists (`[…]`, JSON): a chunk is exactly the item's text, from `{` to `}`; separators hold the commas.
struct TodoListLayout: Sendable {
    /// How the list is written.
    enum Kind: Sendable, Equatable {
        /// No list at all: the file is empty or holds only comments.
        case empty
        /// A block sequence.
        case block
        /// A flow sequence (`[…]`), which is what JSON is.
        case flow
    }

    let kind: Kind
    /// Before the first item.
    let header: Range<Int>
    /// Each item's text, in order.
    let chunks: [Range<Int>]
    /// Between item `k` and item `k + 1`.
    let separators: [Range<Int>]
    /// After the last item.
    let trailer: Range<Int>
    /// Whether each item ends with a `|+` block scalar, which takes in the blank lines that follow it.
    let absorbing: [Bool]

    /// Cuts `document` into parts.
    init(_ document: TodoDocument) throws(TodoEditError) {
        let bytes = document.bytes
        guard let root = document.root, case .sequence = root else {
            self.init(kind: .empty, header: 0..<bytes.count, trailer: bytes.count..<bytes.count)
            return
        }
        if bytes[root.span.start.offset] == UInt8(ascii: "[") {
            self = Self.flow(root, items: document.itemNodes, size: bytes.count)
        } else {
            self = try Self.block(document.itemNodes, in: TextBytes(bytes), size: bytes.count)
        }
    }

    private init(
        kind: Kind, header: Range<Int>, chunks: [Range<Int>] = [], separators: [Range<Int>] = [], trailer: Range<Int>,
        absorbing: [Bool] = []
    ) {
        self.kind = kind
        self.header = header
        self.chunks = chunks
        self.separators = separators
        self.trailer = trailer
        self.absorbing = absorbing
    }

    /// The parts of a flow sequence (`[…]`): each item is its own text, the commas are separators.
    private static func flow(_ root: YAMLNode, items: [YAMLNode], size: Int) -> TodoListLayout {
        guard !items.isEmpty else {
            let inside = root.span.start.offset + 1
            return TodoListLayout(kind: .flow, header: 0..<inside, trailer: inside..<size)
        }
        let ranges = items.map { $0.span.start.offset..<$0.span.end.offset }
        return TodoListLayout(
            kind: .flow, header: 0..<ranges[0].lowerBound, chunks: ranges,
            separators: zip(ranges, ranges.dropFirst()).map { $0.upperBound..<$1.lowerBound },
            trailer: ranges[ranges.count - 1].upperBound..<size, absorbing: Array(repeating: false, count: items.count))
    }

    /// The parts of a block sequence: each item from its line (with the comment lines right above it) to the
    /// end of its body (with the deeper-indented comment lines right after it).
    private static func block(_ items: [YAMLNode], in text: TextBytes, size: Int) throws(TodoEditError) -> TodoListLayout {
        var starts: [Int] = []
        var ends: [Int] = []
        var keeps: [Bool] = []
        for (index, item) in items.enumerated() {
            let dash = try Self.dash(of: item, in: text)
            let limit = index + 1 < items.count ? text.lineStart(of: try Self.dash(of: items[index + 1], in: text)) : size
            let keepsBlankLines = Self.contentEnd(of: item, in: text).isLineStart
            keeps.append(keepsBlankLines)
            let end = keepsBlankLines ? Self.bodyEnd(of: item, in: text) : itemEnd(item, dash: dash, limit: limit, in: text)
            if index > 0, text.lineStart(of: dash) < ends[index - 1] {
                // Another item ends on this line: lines are cut at "\n", and libyaml also breaks at "\r" alone.
                throw .unsupportedLayout(
                    "the item does not start on a line of its own (lines must end in '\\n')", line: item.span.start.line,
                    column: item.span.start.column)
            }
            let start = index > 0 ? itemStart(dash: dash, previousEnd: ends[index - 1], in: text) : text.lineStart(of: dash)
            starts.append(start)
            ends.append(max(end, start))
        }
        return TodoListLayout(
            kind: .block, header: 0..<starts[0], chunks: zip(starts, ends).map { $0..<$1 },
            separators: zip(ends, starts.dropFirst()).map { $0..<$1 }, trailer: ends[ends.count - 1]..<size,
            absorbing: keeps)
    }

    /// Where a block item ends: after its body and the comment lines right after it, indented deeper than its
    /// dash, before `limit`.
    private static func itemEnd(_ item: YAMLNode, dash: Int, limit: Int, in text: TextBytes) -> Int {
        var end = Self.bodyEnd(of: item, in: text)
        let dashColumn = dash - text.lineStart(of: dash)
        while end < limit, let indent = text.commentIndent(ofLineAt: end), indent > dashColumn {
            end = text.lineEnd(from: end)
        }
        return end
    }

    /// Where a block item (not the first) starts: at its dash's line, or at the comment lines directly above it.
    private static func itemStart(dash: Int, previousEnd: Int, in text: TextBytes) -> Int {
        var start = text.lineStart(of: dash)
        while start > previousEnd {
            let previous = text.lineStart(of: start - 1)
            guard previous >= previousEnd, text.commentIndent(ofLineAt: previous) != nil else { break }
            start = previous
        }
        return start
    }

    /// The offset of the `-` that introduces a block sequence item.
    static func dash(of item: YAMLNode, in text: TextBytes) throws(TodoEditError) -> Int {
        var index = item.span.start.offset - 1
        while index >= 0, text.isWhitespace(at: index) { index -= 1 }
        guard index >= 0, text.bytes[index] == UInt8(ascii: "-") else {
            throw .unsupportedLayout(
                "something other than spaces stands between an item's '-' and its content", line: item.span.start.line,
                column: item.span.start.column)
        }
        return index
    }

    /// Just past the line end of the item's last line that holds its content (a kept block scalar's trailing
    /// blank lines included).
    static func bodyEnd(of item: YAMLNode, in text: TextBytes) -> Int {
        let (end, isLineStart) = contentEnd(of: item, in: text)
        if isLineStart { return end }
        return text.lineEnd(from: max(end - 1, 0))
    }

    /// Just past the node's last content byte; `isLineStart` when that is already the start of a line.
    static func contentEnd(of node: YAMLNode, in text: TextBytes) -> (Int, isLineStart: Bool) {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .literal || scalar.style == .folded,
                text.blockScalarKeepsTrailingLines(at: scalar.span.start.offset)
            {
                let end = scalar.span.end.offset
                return (end, end > 0 && text.bytes[end - 1] == 0x0A)
            }
            var end = scalar.span.end.offset
            while end > scalar.span.start.offset, text.isWhitespace(at: end - 1) { end -= 1 }
            return (max(end, scalar.span.start.offset), false)
        case .sequence(let items, let span):
            var best = items.map { contentEnd(of: $0, in: text) }.max { $0.0 < $1.0 } ?? (span.start.offset, false)
            if text.isFlowOpener(at: span.start.offset), span.end.offset > best.0 { best = (span.end.offset, false) }
            return best
        case .mapping(let pairs, let span):
            let nodes = pairs.flatMap { [$0.key, $0.value] }
            var best = nodes.map { contentEnd(of: $0, in: text) }.max { $0.0 < $1.0 } ?? (span.start.offset, false)
            if text.isFlowOpener(at: span.start.offset), span.end.offset > best.0 { best = (span.end.offset, false) }
            return best
        }
    }
}

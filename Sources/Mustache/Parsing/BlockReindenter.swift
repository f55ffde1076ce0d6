/// Reindents standalone blocks: the common indentation of a block's lines is removed where the block is
/// defined and added back where it is expanded (the inheritance spec's "block reindentation").
///
/// The nodes are values: each function returns the nodes it was given, changed. Outer blocks are handled before
/// the blocks inside them, so an inner block measures its lines after the outer block's indentation is gone.
enum BlockReindenter {
    static func reindent(_ nodes: [Node]) -> [Node] {
        nodes.map(visit)
    }

    private static func visit(_ node: Node) -> Node {
        switch node {
        case .block(let block):
            return .block(reindent(block))
        case .section(var section):
            section.children = reindent(section.children)
            return .section(section)
        case .parent(var parent):
            for name in parent.overrides.keys.sorted() {
                if let block = parent.overrides[name] { parent.overrides[name] = reindent(block) }
            }
            return .parent(parent)
        case .text, .variable, .partial:
            return node
        }
    }

    private static func reindent(_ block: BlockNode) -> BlockNode {
        var block = block
        if block.isStandalone { block = dedent(block) }
        block.children = reindent(block.children)
        return block
    }

    private static func dedent(_ block: BlockNode) -> BlockNode {
        var margin: [UInt8]?
        measure(block.children, &margin)
        let common = margin ?? []
        var block = block
        if !common.isEmpty { block.children = strip(block.children, common.count) }
        block.indentation = common.isEmpty ? block.tagIndentation : common
        return block
    }

    private static func isIndentation(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private static func consider(_ indentation: ArraySlice<UInt8>, _ margin: inout [UInt8]?) {
        guard let current = margin else {
            margin = Array(indentation)
            return
        }
        var length = 0
        while length < current.count, length < indentation.count, current[length] == indentation[indentation.startIndex + length]
        {
            length += 1
        }
        margin = Array(current.prefix(length))
    }

    /// Finds the indentation that every non-blank line under `nodes` starts with.
    private static func measure(_ nodes: [Node], _ margin: inout [UInt8]?) {
        for node in nodes {
            switch node {
            case .text(let text):
                for start in text.lineStarts {
                    var end = start
                    while end < text.bytes.count, isIndentation(text.bytes[end]) { end += 1 }
                    if end < text.bytes.count, text.bytes[end] == 0x0A || text.bytes[end] == 0x0D { continue }
                    consider(text.bytes[start..<end], &margin)
                }
            case .section(let section):
                measure(section.children, &margin)
            case .partial(let partial):
                if partial.isStandalone { consider(partial.indentation[...], &margin) }
            case .parent(let parent):
                if parent.isStandalone { consider(parent.indentation[...], &margin) }
                for block in parent.overrides.values { measure(block.children, &margin) }
            case .block(let block):
                if block.isStandalone { consider(block.tagIndentation[...], &margin) }
                measure(block.children, &margin)
            case .variable:
                break
            }
        }
    }

    private static func dropIndentation(_ bytes: [UInt8], _ count: Int) -> [UInt8] {
        var end = 0
        while end < count, end < bytes.count, isIndentation(bytes[end]) { end += 1 }
        return Array(bytes[end...])
    }

    /// `nodes` with up to `count` bytes of indentation removed from every line.
    private static func strip(_ nodes: [Node], _ count: Int) -> [Node] {
        nodes.map { strip($0, count) }
    }

    private static func strip(_ node: Node, _ count: Int) -> Node {
        switch node {
        case .text(let text):
            return .text(strip(text, count))
        case .section(var section):
            section.children = strip(section.children, count)
            return .section(section)
        case .partial(var partial):
            if partial.isStandalone { partial.indentation = dropIndentation(partial.indentation, count) }
            return .partial(partial)
        case .parent(var parent):
            if parent.isStandalone { parent.indentation = dropIndentation(parent.indentation, count) }
            parent.overrides = parent.overrides.mapValues { strip($0, count) }
            return .parent(parent)
        case .block(let block):
            return .block(strip(block, count))
        case .variable:
            return node
        }
    }

    private static func strip(_ block: BlockNode, _ count: Int) -> BlockNode {
        var block = block
        block.tagIndentation = dropIndentation(block.tagIndentation, count)
        block.children = strip(block.children, count)
        return block
    }

    private static func strip(_ text: TextNode, _ count: Int) -> TextNode {
        guard !text.lineStarts.isEmpty else { return text }
        var bytes: [UInt8] = []
        var lineStarts: [Int] = []
        var copied = 0
        for start in text.lineStarts where start >= copied {
            bytes.append(contentsOf: text.bytes[copied..<start])
            lineStarts.append(bytes.count)
            var end = start
            while end < start + count, end < text.bytes.count, isIndentation(text.bytes[end]) { end += 1 }
            copied = end
        }
        bytes.append(contentsOf: text.bytes[copied...])
        return TextNode(bytes: bytes, lineStarts: lineStarts)
    }
}

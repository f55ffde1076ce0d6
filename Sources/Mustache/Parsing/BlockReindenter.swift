/// Reindents standalone blocks: the common indentation of a block's lines is removed where the block is
/// defined and added back where it is expanded (the inheritance spec's "block reindentation").
///
/// Outer blocks are handled before the blocks inside them, so an inner block measures its lines after the
/// outer block's indentation is gone.
enum BlockReindenter {
    static func reindent(_ nodes: [Node]) {
        for node in nodes { visit(node) }
    }

    private static func visit(_ node: Node) {
        switch node {
        case .block(let block):
            if block.isStandalone { dedent(block) }
            reindent(block.children)
        case .section(let section):
            reindent(section.children)
        case .parent(let parent):
            for name in parent.overrides.keys.sorted() {
                if let block = parent.overrides[name] { visit(.block(block)) }
            }
        case .text, .variable, .partial:
            break
        }
    }

    private static func dedent(_ block: BlockNode) {
        var margin: [UInt8]?
        measure(block.children, &margin)
        let common = margin ?? []
        if !common.isEmpty { strip(block.children, common.count) }
        block.indentation = common.isEmpty ? block.tagIndentation : common
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

    /// Removes up to `count` bytes of indentation from every line under `nodes`.
    private static func strip(_ nodes: [Node], _ count: Int) {
        for node in nodes {
            switch node {
            case .text(let text):
                guard !text.lineStarts.isEmpty else { continue }
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
                text.bytes = bytes
                text.lineStarts = lineStarts
            case .section(let section):
                strip(section.children, count)
            case .partial(let partial):
                if partial.isStandalone { partial.indentation = dropIndentation(partial.indentation, count) }
            case .parent(let parent):
                if parent.isStandalone { parent.indentation = dropIndentation(parent.indentation, count) }
                for block in parent.overrides.values {
                    block.tagIndentation = dropIndentation(block.tagIndentation, count)
                    strip(block.children, count)
                }
            case .block(let block):
                block.tagIndentation = dropIndentation(block.tagIndentation, count)
                strip(block.children, count)
            case .variable:
                break
            }
        }
    }
}

import YAML

/// Walks a YAML tree without recursion (an input may nest deeply).
enum NodeWalk {
    /// Traps unless every node's span lies inside a text of `byteCount` bytes with its start before its end and
    /// positive line and column; returns the tree's depth.
    @discardableResult
    static func requireSpans(of root: YAMLNode, within byteCount: Int) -> Int {
        var pending: [(YAMLNode, Int)] = [(root, 1)]
        var deepest = 0
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            let span = node.span
            Invariant.require(
                span.start.offset >= 0 && span.start.offset <= span.end.offset && span.end.offset <= byteCount,
                "a node spans \(span.start.offset)..<\(span.end.offset) in a text of \(byteCount) bytes")
            Invariant.require(
                span.start.line >= 1 && span.start.column >= 1 && span.end.line >= span.start.line,
                "a node starts at \(span.start.line):\(span.start.column) and ends on line \(span.end.line)")
            switch node {
            case .scalar: break
            case .sequence(let items, _): pending += items.map { ($0, depth + 1) }
            case .mapping(let pairs, _): pending += pairs.flatMap { [($0.key, depth + 1), ($0.value, depth + 1)] }
            }
        }
        return deepest
    }

    /// The end offset of the scalar of `node` that ends last: where its written content ends, before the comments
    /// and blank lines that a block collection's end mark runs over.
    static func lastScalarEnd(in node: YAMLNode) -> Int {
        var pending = [node]
        var end = node.span.start.offset
        while let next = pending.popLast() {
            switch next {
            case .scalar(let scalar): end = max(end, scalar.span.end.offset)
            case .sequence(let items, _): pending += items
            case .mapping(let pairs, _): pending += pairs.flatMap { [$0.key, $0.value] }
            }
        }
        return end
    }
}

/// Builds nodes from libyaml's event stream: a stack of open collections, anchors by name, and the input limits
/// checked as the events come, before a tree that breaks them is built: nesting deeper than
/// ``LibYAMLParser/depthLimit`` (aliases count at the depth they expand to), aliases that stand for more text than
/// `aliasByteLimit` or more nodes than ``LibYAMLParser/nodeLimit`` in total.
struct YAMLTreeBuilder {
    enum Kind { case sequence, mapping }

    /// A collection whose end has not come yet.
    private struct Open {
        let kind: Kind
        let anchor: String?
        let start: YAMLMark
        var children: [YAMLNode] = []
        /// The largest height of a child so far.
        var childHeight = 0
        var nodes = 1
        var bytes = 0
    }

    /// A finished node with what aliases to it cost: its height (a scalar is 0), its nodes and its scalar bytes.
    private struct Built {
        let node: YAMLNode
        let height: Int
        let nodes: Int
        let bytes: Int
    }

    private(set) var documents: [YAMLNode?] = []
    private let aliasByteLimit: Int
    private var stack: [Open] = []
    private var anchors: [String: Built] = [:]
    private var root: YAMLNode?
    private var nodeCount = 0
    private var aliasedBytes = 0

    /// A builder whose aliases may stand for at most `aliasByteLimit` bytes of scalar text in total.
    init(aliasByteLimit: Int) {
        self.aliasByteLimit = aliasByteLimit
    }

    mutating func startDocument() {
        root = nil
        anchors = [:]
    }

    mutating func endDocument() {
        documents.append(root)
    }

    mutating func open(_ kind: Kind, anchor: String?, at start: YAMLMark) throws(LibYAMLParser.Failure) {
        guard stack.count < LibYAMLParser.depthLimit else {
            throw LibYAMLParser.Failure(
                message: "the YAML is nested more than \(LibYAMLParser.depthLimit) levels deep", line: start.line, column: start.column)
        }
        stack.append(Open(kind: kind, anchor: anchor, start: start))
    }

    mutating func close(at end: YAMLMark) throws(LibYAMLParser.Failure) {
        let open = stack.removeLast()
        let span = YAMLSpan(start: open.start, end: end)
        let node: YAMLNode
        switch open.kind {
        case .sequence:
            node = .sequence(open.children, span)
        case .mapping:
            node = .mapping(try Self.pairs(of: open.children), span)
        }
        try add(Built(node: node, height: open.childHeight + 1, nodes: open.nodes, bytes: open.bytes), anchor: open.anchor, at: open.start)
    }

    /// The children of a mapping as pairs; a key that comes twice is an error at its second place.
    private static func pairs(of children: [YAMLNode]) throws(LibYAMLParser.Failure) -> [YAMLPair] {
        var pairs: [YAMLPair] = []
        var seen: Set<String> = []
        var index = 0
        while index + 1 < children.count {
            let key = children[index]
            if let name = key.scalar?.value, !seen.insert(name).inserted {
                throw LibYAMLParser.Failure(message: "duplicate key '\(name)'", line: key.span.start.line, column: key.span.start.column)
            }
            pairs.append(YAMLPair(key: key, value: children[index + 1]))
            index += 2
        }
        return pairs
    }

    mutating func scalar(_ scalar: YAMLScalar, anchor: String?, at start: YAMLMark) throws(LibYAMLParser.Failure) {
        try add(Built(node: .scalar(scalar), height: 0, nodes: 1, bytes: scalar.value.utf8.count), anchor: anchor, at: start)
    }

    mutating func alias(_ name: String, at start: YAMLMark) throws(LibYAMLParser.Failure) {
        guard let built = anchors[name] else {
            throw LibYAMLParser.Failure(message: "unknown alias '\(name)'", line: start.line, column: start.column)
        }
        func refuse(_ message: String) -> LibYAMLParser.Failure {
            LibYAMLParser.Failure(message: message, line: start.line, column: start.column)
        }
        if stack.count + built.height > LibYAMLParser.depthLimit {
            throw refuse("alias '*\(name)' nests the YAML more than \(LibYAMLParser.depthLimit) levels deep")
        }
        aliasedBytes += built.bytes
        if aliasedBytes > aliasByteLimit {
            throw refuse("alias '*\(name)' makes the aliases stand for more than \(aliasByteLimit) bytes of text in total")
        }
        nodeCount += built.nodes
        try add(built, anchor: nil, at: start)
    }

    private mutating func add(_ built: Built, anchor: String?, at start: YAMLMark) throws(LibYAMLParser.Failure) {
        nodeCount += 1
        guard nodeCount <= LibYAMLParser.nodeLimit else {
            throw LibYAMLParser.Failure(
                message: "the document expands to more than \(LibYAMLParser.nodeLimit) nodes through aliases",
                line: start.line, column: start.column)
        }
        if let anchor { anchors[anchor] = built }
        if stack.isEmpty {
            root = built.node
        } else {
            stack[stack.count - 1].children.append(built.node)
            stack[stack.count - 1].childHeight = max(stack[stack.count - 1].childHeight, built.height)
            stack[stack.count - 1].nodes += built.nodes
            stack[stack.count - 1].bytes += built.bytes
        }
    }
}

import CYAML
import Diagnostics

/// Reads YAML text with libyaml's event parser and builds ``YAMLNode`` trees. The only file that sees libyaml.
struct LibYAMLParser {
    /// A problem libyaml or the tree builder found, with its 1-based position.
    struct Failure: Error {
        let message: String
        let line: Int
        let column: Int
    }

    /// Anchors expanded into more nodes than this are refused ("billion laughs").
    static let nodeLimit = 2_000_000

    private let text: String
    private let utf8: [UInt8]
    /// UTF-8 byte offset of each Unicode scalar index (libyaml's `mark.index` counts characters).
    private let byteOffsets: [Int]

    init(text: String) {
        self.text = text
        utf8 = Array(text.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(utf8.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        byteOffsets = offsets
    }

    /// Every document of the text, in order.
    func documents() throws(Failure) -> [YAMLNode?] {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(message: "could not start the YAML parser", line: 1, column: 1)
        }
        defer { yaml_parser_delete(&parser) }
        return try utf8.withUnsafeBufferPointer { (buffer) throws(Failure) -> [YAMLNode?] in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var builder = TreeBuilder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw failure(of: &parser)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try handle(&event, in: &builder)
            }
            return builder.documents
        }
    }

    private func failure(of parser: inout yaml_parser_t) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let context = parser.context.map { String(cString: $0) }
        let message = context.map { "\(problem) \($0)" } ?? problem
        return Failure(message: message, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
    }

    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        let index = min(Int(mark.index), byteOffsets.count - 1)
        return YAMLMark(offset: byteOffsets[index], line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int? = nil) -> String? {
        guard let pointer else { return nil }
        if let length {
            return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        }
        return String(cString: pointer)
    }

    private func handle(_ event: inout yaml_event_t, in builder: inout TreeBuilder) throws(Failure) {
        let start = mark(event.start_mark)
        let end = mark(event.end_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            builder.startDocument()
        case YAML_DOCUMENT_END_EVENT:
            builder.endDocument()
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let style: YAMLScalar.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let scalar = YAMLScalar(
                value: string(data.value, length: Int(data.length)) ?? "",
                style: style,
                tag: string(data.tag),
                span: YAMLSpan(start: start, end: end)
            )
            try builder.add(.scalar(scalar), anchor: string(data.anchor), at: start)
        case YAML_SEQUENCE_START_EVENT:
            builder.open(.sequence, anchor: string(event.data.sequence_start.anchor), at: start)
        case YAML_MAPPING_START_EVENT:
            builder.open(.mapping, anchor: string(event.data.mapping_start.anchor), at: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try builder.close(at: end)
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            try builder.alias(name, at: start)
        default:
            break
        }
    }
}

/// Builds nodes from the event stream: a stack of open collections, anchors by name.
private struct TreeBuilder {
    enum Kind { case sequence, mapping }

    struct Open {
        let kind: Kind
        let anchor: String?
        let start: YAMLMark
        var children: [YAMLNode] = []
    }

    var documents: [YAMLNode?] = []
    private var stack: [Open] = []
    private var anchors: [String: YAMLNode] = [:]
    private var root: YAMLNode?
    private var nodeCount = 0

    mutating func startDocument() {
        root = nil
        anchors = [:]
    }

    mutating func endDocument() {
        documents.append(root)
    }

    mutating func open(_ kind: Kind, anchor: String?, at start: YAMLMark) {
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
            var pairs: [YAMLPair] = []
            var seen: Set<String> = []
            var index = 0
            while index + 1 < open.children.count {
                let key = open.children[index]
                if let name = key.scalar?.value, !seen.insert(name).inserted {
                    throw LibYAMLParser.Failure(
                        message: "duplicate key '\(name)'", line: key.span.start.line, column: key.span.start.column)
                }
                pairs.append(YAMLPair(key: key, value: open.children[index + 1]))
                index += 2
            }
            node = .mapping(pairs, span)
        }
        try add(node, anchor: open.anchor, at: open.start)
    }

    mutating func alias(_ name: String, at start: YAMLMark) throws(LibYAMLParser.Failure) {
        guard let node = anchors[name] else {
            throw LibYAMLParser.Failure(message: "unknown alias '\(name)'", line: start.line, column: start.column)
        }
        nodeCount += Self.size(of: node)
        try add(node, anchor: nil, at: start)
    }

    mutating func add(_ node: YAMLNode, anchor: String?, at start: YAMLMark) throws(LibYAMLParser.Failure) {
        nodeCount += 1
        guard nodeCount <= LibYAMLParser.nodeLimit else {
            throw LibYAMLParser.Failure(
                message: "the document expands to more than \(LibYAMLParser.nodeLimit) nodes through aliases",
                line: start.line, column: start.column)
        }
        if let anchor { anchors[anchor] = node }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    private static func size(of node: YAMLNode) -> Int {
        switch node {
        case .scalar: 1
        case .sequence(let items, _): 1 + items.reduce(0) { $0 + size(of: $1) }
        case .mapping(let pairs, _): 1 + pairs.reduce(0) { $0 + size(of: $1.key) + size(of: $1.value) }
        }
    }
}

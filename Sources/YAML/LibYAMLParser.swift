internal import CYAML
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
    /// Collections nested deeper than this are refused, aliases included, before a deeper tree is built: nothing
    /// that walks the tree (freeing it included) recurses deeper.
    static let depthLimit = 256
    /// The bytes of scalar text all aliases of a document may stand for together: this much plus
    /// ``aliasBytesPerDocumentByte`` times the document's own size.
    static let aliasByteAllowance = 1 << 20
    /// See ``aliasByteAllowance``.
    static let aliasBytesPerDocumentByte = 4

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
            var builder = YAMLTreeBuilder(
                aliasByteLimit: Self.aliasByteAllowance + Self.aliasBytesPerDocumentByte * buffer.count)
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
        if parser.error == YAML_READER_ERROR {
            // The reader (encoding, control characters) records a byte offset, not a line and column.
            return readerFailure(problem, offset: Int(parser.problem_offset), value: Int(parser.problem_value))
        }
        let context = parser.context.map { String(cString: $0) }
        let index = Int(parser.problem_mark.index)
        let character = index < byteOffsets.count - 1 ? scalar(atByte: byteOffsets[index]) : nil
        let message = YAMLSyntaxMessage.wording(problem: problem, context: context, character: character)
        let position = position(of: parser.problem_mark)
        return Failure(message: message, line: position.line, column: position.column)
    }

    /// The Unicode scalar that starts at the byte `offset` of the text.
    private func scalar(atByte offset: Int) -> Unicode.Scalar? {
        var decoder = UTF8()
        var bytes = utf8[offset...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return nil }
        return scalar
    }

    /// The 1-based line and column of `mark`. At the end of a text whose last line has no line break, libyaml
    /// moves its mark to a line after the text: that is the end of the last line.
    private func position(of mark: yaml_mark_t) -> (line: Int, column: Int) {
        if Int(mark.index) >= byteOffsets.count - 1, mark.column == 0, mark.line > 0, let last = text.unicodeScalars.last,
            !Self.isLineBreak(last)
        {
            return (Int(mark.line), text.unicodeScalars.reversed().prefix { !Self.isLineBreak($0) }.count + 1)
        }
        return (Int(mark.line) + 1, Int(mark.column) + 1)
    }

    /// Whether libyaml ends a line at `scalar`: CR, LF, NEL, LS or PS.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// A reader error at the byte `offset` of the text: the line and column of that byte, and for a control
    /// character, which one.
    private func readerFailure(_ problem: String, offset: Int, value: Int) -> Failure {
        let position = UTF8Position.position(ofByte: offset, in: utf8)
        let message: String
        if problem == "control characters are not allowed", value >= 0 {
            let hex = String(value, radix: 16, uppercase: true)
            message = "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) is not allowed; only tab and newline are"
        } else {
            message = problem
        }
        return Failure(message: message, line: position.line, column: position.column)
    }

    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        let index = min(Int(mark.index), byteOffsets.count - 1)
        let position = position(of: mark)
        return YAMLMark(offset: byteOffsets[index], line: position.line, column: position.column)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int? = nil) -> String? {
        guard let pointer else { return nil }
        if let length {
            return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        }
        return String(cString: pointer)
    }

    private func handle(_ event: inout yaml_event_t, in builder: inout YAMLTreeBuilder) throws(Failure) {
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
            try builder.scalar(scalar, anchor: string(data.anchor), at: start)
        case YAML_SEQUENCE_START_EVENT:
            try builder.open(.sequence, anchor: string(event.data.sequence_start.anchor), at: start)
        case YAML_MAPPING_START_EVENT:
            try builder.open(.mapping, anchor: string(event.data.mapping_start.anchor), at: start)
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


import Diagnostics

/// Parses a template into a tree: tokenizes (following delimiter changes), matches sections, removes
/// standalone lines, marks where template lines start, builds the nodes and reindents blocks. A partial or parent
/// tag with a fixed name gets the index of that name in the repository's ``TemplateTable`` (a new, empty entry for a
/// name the table does not have yet), which the repository then fills.
///
/// Works on UTF-8 bytes; never traps on any input, and every problem becomes a diagnostic at its position.
struct TemplateParser {
    private let source: TemplateSource
    private let bytes: [UInt8]
    private let positions: TextPosition
    private var tokens: [Token] = []
    private var diagnostics: [Diagnostic] = []
    private var references: [NamedReference] = []
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)

    private static let newline = UInt8(ascii: "\n")
    /// How deep sections may nest in one template (deeper input is an error, not a stack overflow).
    static let maximumNesting = 256

    init(source: TemplateSource) {
        self.source = source
        self.bytes = Array(source.text.utf8)
        self.positions = TextPosition(bytes)
    }

    /// The compiled template with its partial and parent tags that have fixed names (whose names are given indices
    /// in `table`), or the diagnostics of every problem found.
    static func parse(_ source: TemplateSource, table: inout TemplateTable)
        -> Result<(template: CompiledTemplate, references: [NamedReference]), DiagnosticList>
    {
        var parser = TemplateParser(source: source)
        parser.tokenize()
        parser.matchSections()
        guard parser.diagnostics.isEmpty else { return .failure(DiagnosticList(parser.diagnostics)) }
        parser.markStandaloneLines()
        parser.markLineStarts()
        let nodes = BlockReindenter.reindent(parser.buildTree(&table))
        return .success((CompiledTemplate(path: source.path, nodes: nodes), parser.references))
    }

    // MARK: Tokens

    private func location(_ offset: Int) -> SourceLocation {
        let position = position(offset)
        return SourceLocation(path: source.path, line: position.line, column: position.column)
    }

    private func position(_ offset: Int) -> TagPosition {
        let position = positions.position(of: offset)
        return TagPosition(line: position.line, column: position.column)
    }

    private mutating func error(_ message: String, at offset: Int) {
        diagnostics.append(.error(message, at: location(offset)))
    }

    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for index in pattern.indices where bytes[offset + index] != pattern[index] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private mutating func appendText(from start: Int, to end: Int) {
        if end > start { tokens.append(Token(kind: .text, start: start, end: end)) }
    }

    private mutating func tokenize() {
        var index = 0
        var textStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.newline {
                appendText(from: textStart, to: index + 1)
                index += 1
                textStart = index
            } else if byte == openDelimiter[0], matches(openDelimiter, at: index) {
                appendText(from: textStart, to: index)
                guard let end = readTag(at: index) else { return }
                index = end
                textStart = end
            } else {
                index += 1
            }
        }
        appendText(from: textStart, to: bytes.count)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func trimmed(_ start: Int, _ end: Int) -> String {
        var start = start
        var end = end
        while start < end, Self.isWhitespace(bytes[start]) { start += 1 }
        while end > start, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func display(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The message for a tag whose name runs onto the next line: a missing closer, told on one line.
    private func unclosedOnItsLine(_ closer: [UInt8]) -> String {
        "unclosed tag; expected '\(display(closer))' before the end of the line"
    }

    /// Reads the tag that starts at `start`; returns the offset after it, or `nil` when it is never closed.
    private mutating func readTag(at start: Int) -> Int? {
        let contentStart = start + openDelimiter.count
        let (kind, closer) = tagKind(sigil: contentStart < bytes.count ? bytes[contentStart] : nil)
        let bodyStart = kind == .variable ? contentStart : contentStart + 1
        guard let closeAt = find(closer, from: bodyStart) else {
            error("unclosed tag; expected '\(display(closer))'", at: start)
            return nil
        }
        let end = closeAt + closer.count
        var token = Token(kind: kind, start: start, end: end)
        let tagText = display(Array(bytes[start..<end]))
        switch kind {
        case .comment, .text:
            break
        case .delimiters:
            changeDelimiters(to: trimmed(bodyStart, closeAt), tagText: tagText, at: start)
        case .variable, .unescapedVariable, .section, .invertedSection:
            let name = trimmed(bodyStart, closeAt)
            checkName(name, tagText: tagText, closer: closer, at: start) { TagName($0) != nil }
            token.name = name
        case .partial, .parent, .block, .close:
            var name = trimmed(bodyStart, closeAt)
            if kind != .block, name.hasPrefix("*") {
                token.isDynamic = true
                name = String(name.dropFirst()).trimmingWhitespace()
                if kind != .close, TagName(name) == nil {
                    error(name.isEmpty ? "missing name in tag '\(tagText)'" : "invalid name '\(name)'", at: start)
                }
            } else {
                // A template's name is any text without white space.
                checkName(name, tagText: tagText, closer: closer, at: start) {
                    !$0.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                }
            }
            token.name = name
        }
        tokens.append(token)
        return end
    }

    /// The kind of tag a sigil (the byte after the opening delimiter) starts, and what closes it.
    private func tagKind(sigil: UInt8?) -> (Token.Kind, closer: [UInt8]) {
        switch sigil {
        case UInt8(ascii: "{"): (.unescapedVariable, [UInt8(ascii: "}")] + closeDelimiter)
        case UInt8(ascii: "="): (.delimiters, [UInt8(ascii: "=")] + closeDelimiter)
        case UInt8(ascii: "&"): (.unescapedVariable, closeDelimiter)
        case UInt8(ascii: "#"): (.section, closeDelimiter)
        case UInt8(ascii: "^"): (.invertedSection, closeDelimiter)
        case UInt8(ascii: "/"): (.close, closeDelimiter)
        case UInt8(ascii: "!"): (.comment, closeDelimiter)
        case UInt8(ascii: ">"): (.partial, closeDelimiter)
        case UInt8(ascii: "<"): (.parent, closeDelimiter)
        case UInt8(ascii: "$"): (.block, closeDelimiter)
        default: (.variable, closeDelimiter)
        }
    }

    /// Sets the delimiters a `{{=<% %>=}}` tag names, or reports the tag.
    private mutating func changeDelimiters(to body: String, tagText: String, at start: Int) {
        let parts = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if parts.count == 2, !parts.contains(where: { $0.contains("=") }) {
            openDelimiter = Array(parts[0].utf8)
            closeDelimiter = Array(parts[1].utf8)
        } else {
            error("invalid delimiter change '\(tagText)'; expected two delimiters without '=', as in '{{=<% %>=}}'", at: start)
        }
    }

    /// Reports a tag's name when it is missing, runs onto the next line or is not `valid`.
    private mutating func checkName(
        _ name: String, tagText: String, closer: [UInt8], at start: Int, valid isValid: (String) -> Bool
    ) {
        if name.isEmpty {
            error("missing name in tag '\(tagText)'", at: start)
        } else if name.contains("\n") {
            error(unclosedOnItsLine(closer), at: start)
        } else if !isValid(name) {
            error("invalid name '\(name)'", at: start)
        }
    }

    // MARK: Sections

    private mutating func matchSections() {
        var open: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind.isOpening {
                guard open.count < Self.maximumNesting else {
                    error("sections nest more than \(Self.maximumNesting) levels deep", at: token.start)
                    return
                }
                open.append(index)
            } else if token.kind == .close {
                if let top = open.last, tokens[top].matchKey == token.matchKey {
                    tokens[top].match = index
                    tokens[index].match = top
                    open.removeLast()
                } else if let depth = open.lastIndex(where: { tokens[$0].matchKey == token.matchKey }) {
                    let inner = tokens[open[open.count - 1]]
                    let opened = positions.position(of: inner.start)
                    error(
                        "closing tag '\(token.matchKey)' does not match the open section '\(inner.matchKey)' "
                            + "(line \(opened.line), column \(opened.column)); close that one first",
                        at: token.start)
                    tokens[open[depth]].match = index
                    tokens[index].match = open[depth]
                    open.removeSubrange(depth...)
                } else {
                    error("closing tag '\(token.matchKey)' has no open section", at: token.start)
                }
            }
        }
        for index in open {
            let token = tokens[index]
            let what = token.kind == .parent ? "parent" : token.kind == .block ? "block" : "section"
            error("unclosed \(what) '\(token.matchKey)'", at: token.start)
        }
    }

    // MARK: Standalone lines

    private func isBlank(_ token: Token) -> Bool {
        for offset in token.start..<token.end where !Self.isWhitespace(bytes[offset]) { return false }
        return true
    }

    /// Finds lines that hold only whitespace and one tag that shows nothing (or one of the pairs inheritance
    /// allows: `{{<p}}{{/p}}`, `{{$b}}{{/b}}`, `{{<p}}{{$b}}`, `{{/b}}{{/p}}`) and removes their whitespace.
    private mutating func markStandaloneLines() {
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if token.kind == .text, bytes[token.end - 1] == Self.newline { break }
            }
            standalone(lineStart..<lineEnd)
            lineStart = lineEnd
        }
    }

    private mutating func standalone(_ line: Range<Int>) {
        var tags: [Int] = []
        for index in line {
            if tokens[index].kind == .text {
                if !isBlank(tokens[index]) { return }
            } else {
                tags.append(index)
                if tags.count > 2 { return }
            }
        }
        guard let first = tags.first, tags.allSatisfy({ tokens[$0].kind.canStandAlone }) else { return }
        var keepsNewline = false
        if tags.count == 2 {
            let (a, b) = (tokens[tags[0]], tokens[tags[1]])
            guard tags[1] == tags[0] + 1 else { return }
            switch (a.kind, b.kind) {
            case (.parent, .close) where b.match == tags[0]: break
            case (.block, .close) where b.match == tags[0]: keepsNewline = true
            case (.parent, .block): break
            case (.close, .close):
                guard let blockOpen = a.match, let parentOpen = b.match, tokens[blockOpen].kind == .block,
                    tokens[parentOpen].kind == .parent
                else { return }
            default: return
            }
        }
        let indentation = first > line.lowerBound ? Array(bytes[tokens[line.lowerBound].start..<tokens[line.lowerBound].end]) : []
        for index in tags {
            tokens[index].isStandalone = true
        }
        for index in tags {
            switch tokens[index].kind {
            case .partial, .parent, .block: tokens[index].indentation = indentation
            default: break
            }
        }
        for index in line where tokens[index].kind == .text {
            if keepsNewline, index > tags[1] {
                var start = tokens[index].end - 1
                if start > tokens[index].start, bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
                if bytes[tokens[index].end - 1] == Self.newline {
                    tokens[index].start = start
                    tokens[index].isLineStartSuppressed = true
                    continue
                }
            }
            tokens[index].isRemoved = true
        }
    }

    /// Marks the tokens that begin a template line, after standalone lines are gone.
    private mutating func markLineStarts() {
        var atLineStart = true
        for index in tokens.indices {
            let token = tokens[index]
            if token.isRemoved { continue }
            if token.kind == .text {
                if atLineStart, !token.isLineStartSuppressed { tokens[index].isLineStart = true }
                atLineStart = bytes[token.end - 1] == Self.newline
            } else if !token.isStandalone {
                if atLineStart { tokens[index].isLineStart = true }
                atLineStart = false
            }
        }
    }

    // MARK: Tree

    private struct Frame {
        var token: Int?
        var children: [Node] = []
        var text: [UInt8] = []
        var lineStarts: [Int] = []
        var overrides: [String: BlockNode] = [:]
        var isParent = false
    }

    private func flush(_ frame: inout Frame) {
        if !frame.text.isEmpty || !frame.lineStarts.isEmpty {
            if !frame.isParent { frame.children.append(.text(TextNode(bytes: frame.text, lineStarts: frame.lineStarts))) }
            frame.text = []
            frame.lineStarts = []
        }
    }

    private func add(_ node: Node, to frame: inout Frame) {
        flush(&frame)
        if frame.isParent {
            if case .block(let block) = node, frame.overrides[block.name] == nil { frame.overrides[block.name] = block }
        } else {
            frame.children.append(node)
        }
    }

    private mutating func reference(for token: Token, isParent: Bool, in table: inout TemplateTable)
        -> TemplateReference
    {
        if token.isDynamic, let name = TagName(token.name) { return .dynamic(name) }
        let index = table.index(for: token.name)
        let location = location(token.start)
        references.append(NamedReference(name: token.name, index: index, isParent: isParent, location: location))
        return .named(index: index)
    }

    private mutating func close(_ frames: inout [Frame], _ table: inout TemplateTable) {
        var frame = frames.removeLast()
        flush(&frame)
        guard let index = frame.token else { return }
        let token = tokens[index]
        let node: Node
        switch token.kind {
        case .parent:
            node = .parent(
                ParentNode(
                    reference: reference(for: token, isParent: true, in: &table), overrides: frame.overrides,
                    isStandalone: token.isStandalone, indentation: token.indentation, position: position(token.start)))
        case .block:
            node = .block(
                BlockNode(
                    name: token.name, children: frame.children, isStandalone: token.isStandalone,
                    tagIndentation: token.indentation))
        default:
            guard let name = TagName(token.name) else { return }
            node = .section(
                SectionNode(
                    name: name, isInverted: token.kind == .invertedSection, children: frame.children,
                    position: position(token.start)))
        }
        add(node, to: &frames[frames.count - 1])
    }

    private mutating func buildTree(_ table: inout TemplateTable) -> [Node] {
        var frames = [Frame()]
        for index in tokens.indices {
            let token = tokens[index]
            if token.isRemoved { continue }
            if token.kind == .text {
                if token.isLineStart { frames[frames.count - 1].lineStarts.append(frames[frames.count - 1].text.count) }
                frames[frames.count - 1].text.append(contentsOf: bytes[token.start..<token.end])
                continue
            }
            if token.isLineStart { frames[frames.count - 1].lineStarts.append(frames[frames.count - 1].text.count) }
            switch token.kind {
            case .variable, .unescapedVariable:
                if let name = TagName(token.name) {
                    let node = VariableNode(
                        name: name, isEscaped: token.kind == .variable, position: position(token.start))
                    add(.variable(node), to: &frames[frames.count - 1])
                }
            case .section, .invertedSection, .parent, .block:
                flush(&frames[frames.count - 1])
                frames.append(Frame(token: index, isParent: token.kind == .parent))
            case .close:
                if token.match != nil, frames.count > 1 { close(&frames, &table) }
            case .partial:
                let node = PartialNode(
                    reference: reference(for: token, isParent: false, in: &table), isStandalone: token.isStandalone,
                    indentation: token.indentation, position: position(token.start))
                add(.partial(node), to: &frames[frames.count - 1])
            case .comment, .delimiters, .text:
                break
            }
        }
        while frames.count > 1 { close(&frames, &table) }
        flush(&frames[0])
        return frames[0].children
    }
}

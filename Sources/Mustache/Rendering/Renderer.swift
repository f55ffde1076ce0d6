import Diagnostics

/// Walks a compiled template with a context stack and writes UTF-8 into one growing byte buffer.
///
/// The context stack holds values, never copies of dictionaries (they are shared, copy-on-write storage).
/// Errors (strict mode) are collected, each once, and rendering goes on so all of them are reported.
/// Partials and parents are looked up in the table the render is given (by index, or by name for a dynamic one);
/// only a dynamic name the table does not have is asked of the repository, which hands back a newer table.
/// Nodes have positions without a path: an error is placed in the template whose nodes are being rendered.
struct Renderer {
    private let repository: TemplateRepository
    private var table: TemplateTable
    /// The path of the template the nodes being rendered come from (a parent's overrides come from the child).
    private var path = ""
    private let isStrict: Bool
    private var stack: [MustacheValue]
    /// The positions in ``stack`` of its dictionaries and objects, the only frames a name can be found in: a lookup
    /// skips the list items and strings that sections push.
    private var dictionaryFrames: [Int] = []
    /// Dictionaries a lookup has asked so far, against ``lookupLimit``.
    private var probes = 0
    /// ``maximumProbes``, or less in tests.
    private let lookupLimit: Int
    /// The blocks of the parent tags being expanded, innermost last, each with the path of the template they are in.
    private var overrides: [(blocks: [String: BlockNode], path: String)] = []
    private var indentation: [UInt8] = []
    private var depth = 0
    private var expansions = 0
    private var reported: Set<Diagnostic> = []
    private var missingReported: Set<MissingName> = []
    /// The output so far.
    private(set) var output: [UInt8]
    /// The errors found, in order.
    private(set) var diagnostics: [Diagnostic] = []

    /// How deep sections, partials, parents and blocks may nest before rendering stops (a partial that includes
    /// itself forever); the same limit as the parser's, and small enough for a thread's stack.
    static let maximumDepth = TemplateParser.maximumNesting
    /// How many sections, partials and parents one render may expand in all: a partial that includes itself twice
    /// doubles the work at each of the ``maximumDepth`` levels, which the depth limit alone does not stop.
    static let maximumExpansions = 250_000
    /// The most output one render may write, in bytes (16 MiB, several times the largest real page): a partial
    /// included three times per level, each level indented one more space, wrote hundreds of megabytes within the
    /// expansion limit.
    static let maximumOutputSize = 16 << 20
    /// How many dictionaries one render may ask for names in all: a partial that includes itself within sections
    /// of dictionaries 256 deep asks every one of them for each name, at each of the expansions the expansion limit
    /// allows (a fuzzer's template took 13 s in the fuzzing build). A real page asks each name of the few
    /// dictionaries its sections push, so a list of 10,000 items with a few dozen names each stays well below.
    static let maximumProbes = 5_000_000

    init(
        repository: TemplateRepository, table: TemplateTable, isStrict: Bool, context: MustacheValue, capacity: Int,
        lookupLimit: Int = maximumProbes
    ) {
        self.repository = repository
        self.table = table
        self.lookupLimit = lookupLimit
        self.isStrict = isStrict
        self.stack = [context]
        self.stack.reserveCapacity(16)
        if context.hasMembers { dictionaryFrames = [0] }
        self.output = []
        self.output.reserveCapacity(capacity)
    }

    /// Renders `template`'s nodes, placing errors in it.
    mutating func render(_ template: CompiledTemplate) {
        render(template.nodes, from: template.path)
    }

    private mutating func render(_ nodes: [Node], from path: String) {
        let saved = self.path
        self.path = path
        render(nodes)
        self.path = saved
    }

    private mutating func render(_ nodes: [Node]) {
        // By index: the iterator's copy of each node cost 4 % of the benchmark.
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                writeText(text)
            case .variable(let variable):
                if let value = resolve(variable.name, at: variable.position) {
                    write(value, isEscaped: variable.isEscaped)
                }
            case .section(let section):
                renderSection(section)
            case .partial(let partial):
                renderPartial(partial)
            case .parent(let parent):
                renderParent(parent)
            case .block(let block):
                renderBlock(block)
            }
        }
    }

    // MARK: Nodes

    private mutating func writeText(_ text: TextNode) {
        if indentation.isEmpty || text.lineStarts.isEmpty {
            output.append(contentsOf: text.bytes)
            return
        }
        var copied = 0
        for start in text.lineStarts where start >= copied {
            output.append(contentsOf: text.bytes[copied..<start])
            output.append(contentsOf: indentation)
            copied = start
        }
        output.append(contentsOf: text.bytes[copied...])
    }

    private mutating func renderSection(_ section: SectionNode) {
        guard let value = resolve(section.name, at: section.position) else {
            if section.isInverted, enter(at: section.position) {
                render(section.children)
                depth -= 1
            }
            return
        }
        guard enter(at: section.position) else { return }
        defer { depth -= 1 }
        if section.isInverted {
            if !value.isTruthy { render(section.children) }
            return
        }
        switch value {
        case .null, .bool(false):
            break
        case .list(let items):
            for item in items {
                push(item)
                render(section.children)
                pop()
            }
        default:
            push(value)
            render(section.children)
            pop()
        }
    }

    private mutating func push(_ value: MustacheValue) {
        if value.hasMembers { dictionaryFrames.append(stack.count) }
        stack.append(value)
    }

    private mutating func pop() {
        stack.removeLast()
        if dictionaryFrames.last == stack.count { dictionaryFrames.removeLast() }
    }

    private mutating func renderPartial(_ partial: PartialNode) {
        guard let template = target(of: partial.reference, at: partial.position), enter(at: partial.position, including: template)
        else {
            return
        }
        let saved = indentation
        indentation = partial.isStandalone ? saved + partial.indentation : []
        render(template)
        indentation = saved
        depth -= 1
    }

    private mutating func renderParent(_ parent: ParentNode) {
        guard let template = target(of: parent.reference, at: parent.position), enter(at: parent.position, including: template)
        else {
            return
        }
        let saved = indentation
        indentation = parent.isStandalone ? saved + parent.indentation : []
        overrides.append((parent.overrides, path))
        render(template)
        overrides.removeLast()
        indentation = saved
        depth -= 1
    }

    private mutating func renderBlock(_ block: BlockNode) {
        var content = block
        var contentPath = path
        for layer in overrides {
            if let override = layer.blocks[block.name] {
                content = override
                contentPath = layer.path
                break
            }
        }
        guard block.isStandalone else {
            render(content.children, from: contentPath)
            return
        }
        let saved = indentation
        indentation = saved + block.indentation
        if !content.beginsAtLineStart, !content.children.isEmpty { output.append(contentsOf: indentation) }
        render(content.children, from: contentPath)
        indentation = saved
    }

    private mutating func enter(at position: TagPosition, including template: CompiledTemplate? = nil) -> Bool {
        guard depth < Self.maximumDepth else {
            let hint = template.map { " (is '\($0.path)' including itself?)" } ?? ""
            report("templates nest more than \(Self.maximumDepth) levels deep\(hint)", at: position)
            return false
        }
        expansions += 1
        guard expansions <= Self.maximumExpansions else {
            let hint = template.map { " (is '\($0.path)' including itself more than once?)" } ?? ""
            report("templates expand more than \(Self.maximumExpansions) sections and partials\(hint)", at: position)
            return false
        }
        guard output.count <= Self.maximumOutputSize else {
            report("the output is larger than \(Self.maximumOutputSize >> 20) MiB", at: position)
            return false
        }
        guard probes <= lookupLimit else { return false }
        depth += 1
        return true
    }

    /// The template a partial or parent tag expands, or `nil` (unknown templates render as nothing).
    private mutating func target(of reference: TemplateReference, at position: TagPosition) -> CompiledTemplate? {
        switch reference {
        case .named(let index):
            return table[index]
        case .dynamic(let name):
            guard let value = resolve(name, at: position) else { return nil }
            guard case .string(let templateName) = value else {
                if isStrict {
                    report("'\(name.text)' must be the name of a template, not \(value.kindDescription)", at: position)
                }
                return nil
            }
            let template: CompiledTemplate?
            var problems: [Diagnostic] = []
            if let index = table.index(of: templateName) {
                template = table[index]
            } else {
                (template, table, problems) = repository.dynamicTemplate(named: templateName)
                for problem in problems { report(problem) }
            }
            if template == nil, problems.isEmpty, isStrict {
                report("unknown partial '\(templateName)' (the value of '\(name.text)')", at: position)
            }
            return template
        }
    }

    // MARK: Values

    /// Looks `name` up in the context stack; `nil` (and in strict mode an error) when it is not there.
    private mutating func resolve(_ name: TagName, at position: TagPosition) -> MustacheValue? {
        guard let first = name.parts.first else { return stack[stack.count - 1] }
        var found: MustacheValue?
        var frame = dictionaryFrames.count - 1
        while frame >= 0 {
            probes += 1
            guard probes <= lookupLimit else {
                // Once, where the limit was reached; the render then ends (``enter(at:including:)``).
                if probes == lookupLimit + 1 {
                    report("templates look names up more than \(lookupLimit) times (is a partial including itself?)", at: position)
                }
                return nil
            }
            if let value = stack[dictionaryFrames[frame]].member(first) {
                found = value
                break
            }
            frame -= 1
        }
        guard var current = found else {
            if isStrict { reportMissing(first, at: position) }
            return nil
        }
        var part = 1
        while part < name.parts.count {
            let key = name.parts[part]
            guard current.hasMembers else {
                if isStrict {
                    let owner = name.parts[..<part].joined(separator: ".")
                    report("no '\(key)' in '\(owner)', which is \(current.kindDescription)", at: position)
                }
                return nil
            }
            guard let next = current.member(key) else {
                if isStrict {
                    let owner = name.parts[..<part].joined(separator: ".")
                    let hint = Suggestion.didYouMean(key, in: current.memberNames.sorted())
                    report("no '\(key)' in '\(owner)'\(hint)", at: position)
                }
                return nil
            }
            current = next
            part += 1
        }
        return current
    }

    private mutating func reportMissing(_ name: String, at position: TagPosition) {
        // Once per tag and name: the suggestion costs an edit distance to every name in the context, and a tag in
        // a partial may be reached a million times.
        let location = location(of: position)
        guard missingReported.insert(MissingName(name: name, location: location)).inserted else { return }
        var names = Set<String>()
        for frame in stack {
            names.formUnion(frame.memberNames)
        }
        report(.error("no '\(name)' here\(Suggestion.didYouMean(name, in: names.sorted()))", at: location))
    }

    /// `position` in the template being rendered.
    private func location(of position: TagPosition) -> SourceLocation {
        SourceLocation(path: path, line: position.line, column: position.column)
    }

    private mutating func report(_ message: String, at position: TagPosition) {
        report(.error(message, at: location(of: position)))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    private mutating func write(_ value: MustacheValue, isEscaped: Bool) {
        switch value {
        case .string(let string):
            if isEscaped { writeEscaped(string) } else { output.append(contentsOf: string.utf8) }
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: MustacheValue.text(of: number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .list, .dictionary, .object:
            break
        }
    }

    /// The bytes ``writeEscaped(_:)`` replaces, a bit each: `"` `&` `'` `<` `>`.
    private static let escapedBytes: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    /// Appends `string` with `& < > " '` replaced by entities.
    private mutating func writeEscaped(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                // One bit each for `"` `&` `'` `<` `>` (below 64): spaces, commas and digits go on without the `switch`.
                guard byte < 64, Self.escapedBytes >> UInt64(byte) & 1 != 0 else { continue }
                let entity: StaticString
                switch byte {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: continue
                }
                if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            if bytes.count > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }
}

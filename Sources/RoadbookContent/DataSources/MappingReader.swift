import Diagnostics
import YAML

/// Reads one YAML mapping of a content file: warns about unknown keys (suggesting the nearest known one),
/// reports missing required keys, and decodes each field on its own so that every problem is reported.
struct MappingReader {
    /// The mapping's node.
    let node: YAMLNode
    /// The file, relative to the site root.
    let path: String
    /// The YAML text the node was parsed from, to point at escape sequences (empty: point at scalars' starts).
    let text: String
    private var pairs: [YAMLPair]
    /// The key of each of ``pairs`` when it is a scalar, in the same order: found once, where each field's lookup
    /// copied every key's scalar it passed (half a million scalar copies at 2,000 places).
    private var keys: [String?]
    private let diagnostics: DiagnosticsEngine

    /// A reader over `node`, or `nil` (with an error) when it is not a mapping. An empty document (`nil`
    /// node) reads as an empty mapping at `emptyLocation`. `text` is the YAML the node was parsed from.
    init?(
        _ node: YAMLNode?,
        what: String,
        path: String,
        text: String = "",
        knownKeys: [String],
        requiredKeys: [String],
        emptyLocation: YAMLMark = YAMLMark(offset: 0, line: 1, column: 1),
        diagnostics: DiagnosticsEngine
    ) {
        var resolved = node ?? .mapping([], YAMLSpan(start: emptyLocation, end: emptyLocation))
        if let scalar = resolved.scalar, scalar.isNull {
            resolved = .mapping([], scalar.span)
        }
        guard let pairs = resolved.pairs else {
            diagnostics.emit(ContentProblem.expectedMapping(what).diagnostic(at: Self.location(of: resolved, in: path)))
            return nil
        }
        self.node = resolved
        self.path = path
        self.text = text
        self.pairs = pairs
        let keys = pairs.map { $0.key.scalar?.value }
        self.keys = keys
        self.diagnostics = diagnostics
        let missing = requiredKeys.filter { key in !keys.contains(key) }
        var suggested: Set<String> = []
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar?.value else {
                diagnostics.emit(ContentProblem.unknownKey(pair.key.kindDescription, suggestion: nil)
                    .diagnostic(at: location(of: pair.key)))
                continue
            }
            if let problem = controlCharacter(in: pair.key, field: nil) {
                diagnostics.emit(problem)
                continue
            }
            guard !knownKeys.contains(key) else { continue }
            if let comma = Self.decimalComma(at: index, in: pairs) {
                diagnostics.emit(comma.diagnostic(at: location(of: pair.key)))
                continue
            }
            let suggestion = Suggestion.nearest(to: key, in: knownKeys) ?? Self.shortened(key, of: missing)
            if let suggestion, missing.contains(suggestion), !suggested.contains(suggestion) {
                suggested.insert(suggestion)
                diagnostics.emit(ContentProblem.misspeltRequiredKey(key, suggestion: suggestion).diagnostic(at: location(of: pair.key)))
                continue
            }
            diagnostics.emit(ContentProblem.unknownKey(key, suggestion: suggestion).diagnostic(at: location(of: pair.key)))
        }
        for key in missing where !suggested.contains(key) {
            diagnostics.emit(ContentProblem.missingKey(key).diagnostic(at: location))
        }
    }

    /// The missing key that `key` is a shortening of (`city` for `cityName`), ignoring case; at least 3 letters.
    static func shortened(_ key: String, of missing: [String]) -> String? {
        let lowered = key.lowercased()
        guard lowered.count >= 3 else { return nil }
        return missing.first { $0.lowercased().hasPrefix(lowered) }
    }

    /// The decimal comma the pair at `index` shows, if it does: a key of digits alone with no value, right after a
    /// pair whose value is a whole number (`{ longitude: 66,9758 }` reads as `longitude: 66` and `9758:`).
    static func decimalComma(at index: Int, in pairs: [YAMLPair]) -> ContentProblem? {
        guard index > 0, let digits = pairs[index].key.scalar, pairs[index].value.scalar?.isNull == true,
            !digits.value.isEmpty, digits.value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let field = pairs[index - 1].key.scalar?.value, let whole = pairs[index - 1].value.scalar?.value,
            whole.utf8.count < 20, Int(whole) != nil
        else { return nil }
        return .decimalComma(field: field, meant: whole + "." + digits.value)
    }

    /// Where the mapping starts.
    var location: SourceLocation { location(of: node) }

    /// Where `node` starts in this file.
    func location(of node: YAMLNode) -> SourceLocation {
        Self.location(of: node, in: path)
    }

    static func location(of node: YAMLNode, in path: String) -> SourceLocation {
        SourceLocation(path: path, line: node.span.start.line, column: node.span.start.column)
    }

    /// This reader with only the pairs of `keys`, found in one pass: looking up a few keys that most files leave out
    /// (a place's schedule) was a pass over the whole mapping for each key and each position.
    func narrowed(to keys: [String]) -> MappingReader {
        var narrowed = self
        let kept = self.keys.indices.filter { self.keys[$0].map(keys.contains) ?? false }
        narrowed.pairs = kept.map { pairs[$0] }
        narrowed.keys = kept.map { self.keys[$0] }
        return narrowed
    }

    /// The pair for `key`, if present.
    func pair(_ key: String) -> YAMLPair? {
        keys.firstIndex(of: key).map { pairs[$0] }
    }

    /// The value node for `key`, if present and not null.
    func value(_ key: String) -> YAMLNode? {
        guard let value = pair(key)?.value else { return nil }
        return value.scalar?.isNull == true ? nil : value
    }

    /// The value of `key` decoded as `T`: `nil` when the key is absent or null, or (with the error reported)
    /// when the value does not decode or holds a control character (``ControlCharacters``).
    func decode<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        guard let pair = pair(key), pair.value.scalar?.isNull != true else { return nil }
        if let problem = controlCharacter(in: pair.value, field: key) {
            diagnostics.emit(problem)
            return nil
        }
        if let value = pair.value.quicklyDecoded(as: T.self) { return value }
        do {
            return try YAMLDecoder().decode(SingleField<T>.self, from: .mapping([pair], node.span), path: path).value
        } catch {
            diagnostics.emit(contentsOf: error.diagnostics)
            return nil
        }
    }

    /// The first control character that text may not hold in the scalars under `node`, as an error at the escape
    /// that wrote it (or at its scalar's start when the text is not known); `nil` when there is none.
    private func controlCharacter(in node: YAMLNode, field: String?) -> Diagnostic? {
        var pending = [node]
        while let next = pending.popLast() {
            switch next {
            case .scalar(let scalar):
                guard let (_, character) = ControlCharacters.firstDisallowed(in: scalar.value) else { continue }
                let mark = scalar.firstEscape(in: text, where: ControlCharacters.isDisallowed) ?? scalar.span.start
                return ContentProblem.controlCharacter(character, field: field)
                    .diagnostic(at: SourceLocation(path: path, line: mark.line, column: mark.column))
            case .sequence(let items, _):
                pending += items.reversed()
            case .mapping(let pairs, _):
                for pair in pairs.reversed() { pending += [pair.value, pair.key] }
            }
        }
        return nil
    }

    /// Reports `problem` at the value of `key` (or at the mapping when the key is absent).
    func report(_ problem: ContentProblem, atKey key: String) {
        report(problem, at: pair(key)?.value)
    }

    /// Reports `problem` at `node` (or at the mapping when `nil`).
    func report(_ problem: ContentProblem, at node: YAMLNode?) {
        diagnostics.emit(problem.diagnostic(at: node.map(location(of:)) ?? location))
    }
}

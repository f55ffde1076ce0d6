import Diagnostics
import YAML

/// Reads a strings table from YAML: nested mappings whose dotted paths are the keys (`nav: {places: …}` is
/// `nav.places`, and `nav.places: …` is too), each value a text or a mapping of plural categories.
///
/// With a reference table (English), keys, placeholders and plural forms are checked against it; without one
/// (reading English itself) a mapping whose keys are all plural categories is a plural message.
struct StringsFileReader {
    /// The file, for diagnostics.
    let path: String
    /// The messages a file may set (English); `nil` to accept any key.
    let reference: [String: LocalizedMessage]?

    /// What a file gave.
    struct Result {
        /// The messages, by dotted key.
        var messages: [String: LocalizedMessage] = [:]
        /// Where each message is.
        var locations: [String: SourceLocation] = [:]
        /// The problems found.
        var diagnostics: [Diagnostic] = []
    }

    /// The messages of `node` (a mapping; nothing for an empty file).
    func read(_ node: YAMLNode?) -> Result {
        var result = Result()
        guard let node, node.scalar?.isNull != true else { return result }
        read(node, prefix: "", into: &result)
        return result
    }

    private func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: node.span.start.line, column: node.span.start.column)
    }

    private func read(_ node: YAMLNode, prefix: String, into result: inout Result) {
        guard let pairs = node.pairs else {
            let problem = prefix.isEmpty ? LocalizationProblem.expectedMapping : .expectedText(prefix)
            result.diagnostics.append(problem.diagnostic(at: location(of: node)))
            return
        }
        for pair in pairs {
            guard let name = pair.key.scalar?.value, !name.isEmpty else {
                result.diagnostics.append(LocalizationProblem.unknownString(pair.key.kindDescription, suggestion: nil).diagnostic(at: location(of: pair.key)))
                continue
            }
            let key = prefix.isEmpty ? name : prefix + "." + name
            if isMessage(key, pair.value) {
                readMessage(key, pair.value, at: location(of: pair.key), into: &result)
            } else if pair.value.pairs != nil, isGroup(key) {
                read(pair.value, prefix: key, into: &result)
            } else {
                let suggestion = reference.flatMap { Suggestion.nearest(to: key, in: $0.keys) }
                result.diagnostics.append(LocalizationProblem.unknownString(key, suggestion: suggestion).diagnostic(at: location(of: pair.key)))
            }
        }
    }

    /// Whether `key` names a message: a key of the reference, or (without one) a text or plural mapping.
    private func isMessage(_ key: String, _ value: YAMLNode) -> Bool {
        if let reference { return reference[key] != nil }
        if value.scalar != nil { return true }
        guard let pairs = value.pairs, !pairs.isEmpty else { return false }
        return pairs.allSatisfy { $0.key.scalar.flatMap { PluralCategory(rawValue: $0.value) } != nil }
    }

    /// Whether some message's key starts with `key.`.
    private func isGroup(_ key: String) -> Bool {
        guard let reference else { return true }
        return reference.keys.contains { $0.hasPrefix(key + ".") }
    }

    private func readMessage(_ key: String, _ value: YAMLNode, at keyLocation: SourceLocation, into result: inout Result) {
        let message: LocalizedMessage
        if let scalar = value.scalar, !scalar.isNull {
            message = .text(scalar.value)
        } else if let pairs = value.pairs {
            var forms: [PluralCategory: String] = [:]
            for pair in pairs {
                let name = pair.key.scalar?.value ?? pair.key.kindDescription
                guard let category = PluralCategory(rawValue: name) else {
                    let suggestion = Suggestion.nearest(to: name, in: PluralCategory.allCases.map(\.rawValue))
                    result.diagnostics.append(
                        LocalizationProblem.unknownPluralCategory(name, key: key, suggestion: suggestion).diagnostic(at: location(of: pair.key)))
                    continue
                }
                guard let text = pair.value.scalar, !text.isNull else {
                    result.diagnostics.append(LocalizationProblem.expectedText(key + "." + name).diagnostic(at: location(of: pair.value)))
                    continue
                }
                forms[category] = text.value
            }
            guard forms[.other] != nil else {
                result.diagnostics.append(LocalizationProblem.missingOtherForm(key).diagnostic(at: location(of: value)))
                return
            }
            message = .plural(forms)
        } else {
            result.diagnostics.append(LocalizationProblem.expectedText(key).diagnostic(at: location(of: value)))
            return
        }
        guard checkSize(of: message, key: key, at: location(of: value), into: &result) else { return }
        checkPlaceholders(of: message, key: key, at: location(of: value), into: &result)
        if let first = result.locations[key] {
            result.diagnostics.append(LocalizationProblem.setTwice(key, first: first).diagnostic(at: keyLocation))
        }
        result.messages[key] = message
        result.locations[key] = keyLocation
    }

    /// Whether every form of `message` is within ``StringLimits``; an error at `location` for each that is not.
    private func checkSize(of message: LocalizedMessage, key: String, at location: SourceLocation, into result: inout Result) -> Bool {
        for form in message.forms {
            if form.utf8.count > StringLimits.longestText {
                result.diagnostics.append(LocalizationProblem.textTooLong(key, bytes: form.utf8.count).diagnostic(at: location))
                return false
            }
            let placeholders = LocalizedMessage.placeholderCount(in: form)
            if placeholders > StringLimits.mostPlaceholders {
                result.diagnostics.append(LocalizationProblem.tooManyPlaceholders(key, count: placeholders).diagnostic(at: location))
                return false
            }
        }
        return true
    }

    /// Warns about a placeholder the reference message does not have (a typo the page would show as is).
    private func checkPlaceholders(of message: LocalizedMessage, key: String, at location: SourceLocation, into result: inout Result) {
        guard let expected = reference?[key]?.placeholders else { return }
        var allowed = expected
        if case .plural = reference?[key] { allowed.insert("count") }
        for name in message.placeholders.sorted() where !allowed.contains(name) {
            let suggestion = Suggestion.nearest(to: name, in: allowed)
            result.diagnostics.append(LocalizationProblem.unknownPlaceholder(name, key: key, suggestion: suggestion).diagnostic(at: location))
        }
    }
}

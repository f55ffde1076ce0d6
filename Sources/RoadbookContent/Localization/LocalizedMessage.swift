/// One entry of a strings table: a text, or a text per plural category.
///
/// Texts hold placeholders in braces (`{done} of {total} completed`) that the page fills in; a plural message
/// picks its form by the number `{count}`.
public enum LocalizedMessage: Sendable, Hashable {
    /// The same text for every number.
    case text(String)
    /// A text per plural category; `other` is always there.
    case plural([PluralCategory: String])

    /// The text for a category; a missing category falls back to `other`.
    public func form(for category: PluralCategory) -> String {
        switch self {
        case .text(let text): text
        case .plural(let forms): forms[category] ?? forms[.other] ?? ""
        }
    }

    /// Every text of the message.
    public var forms: [String] {
        switch self {
        case .text(let text): [text]
        case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
        }
    }

    /// The names of the placeholders its texts use (`["done", "total"]`).
    public var placeholders: Set<String> {
        Set(forms.flatMap(Self.placeholderNames(in:)))
    }

    /// `pattern` with each `{name}` whose name is in `values` replaced; any other brace stays as it is.
    public static func fill(_ pattern: String, with values: [String: String]) -> String {
        guard pattern.contains("{") else { return pattern }
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// The `{name}` placeholders of a text, names being letters and digits.
    static func placeholderNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.append(String(name)) }
            rest = rest[afterOpen...]
        }
        return names
    }
}

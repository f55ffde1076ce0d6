/// One entry of a strings table: a text, or a text per plural category.
///
/// Texts hold placeholders in braces (`{done} of {total} completed`) that the page fills in; a plural message
/// picks its form by the number `{count}`.
package enum LocalizedMessage: Sendable, Hashable {
    /// The same text for every number.
    case text(String)
    /// A text per plural category; `other` is always there.
    case plural([PluralCategory: String])

    /// The text for a category; a missing category falls back to `other`.
    package func form(for category: PluralCategory) -> String {
        switch self {
        case .text(let text): text
        case .plural(let forms): forms[category] ?? forms[.other] ?? ""
        }
    }

    /// Every text of the message.
    package var forms: [String] {
        switch self {
        case .text(let text): [text]
        case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
        }
    }

    /// The names of the placeholders its texts use (`["done", "total"]`).
    package var placeholders: Set<String> {
        Set(forms.flatMap(Self.placeholderNames(in:)))
    }

    /// `pattern` with each `{name}` whose name is in `values` replaced; any other brace stays as it is.
    ///
    /// Scans UTF-8 bytes (braces are ASCII), since every page fills many messages.
    package static func fill(_ pattern: String, with values: [String: String]) -> String {
        let bytes = pattern.utf8
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        guard bytes.contains(open) else { return pattern }
        var result = ""
        var copied = bytes.startIndex  // the text before this is in `result`
        var searchFrom = copied
        while let brace = bytes[searchFrom...].firstIndex(of: open) {
            let afterOpen = bytes.index(after: brace)
            if let end = bytes[afterOpen...].firstIndex(of: close), let value = values[String(Substring(bytes[afterOpen..<end]))] {
                result += Substring(bytes[copied..<brace])
                result += value
                copied = bytes.index(after: end)
                searchFrom = copied
            } else {
                searchFrom = afterOpen
            }
        }
        result += Substring(bytes[copied...])
        return result
    }

    /// How many `{name}` placeholders `text` has (a name used twice counts twice).
    static func placeholderCount(in text: String) -> Int {
        placeholderNames(in: text).count
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

import Escaping

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
    package static func fill(_ pattern: String, with values: KeyValuePairs<String, String>) -> String {
        fill(pattern) { value(named: $0, in: values) }
    }

    /// The value of the first pair named `name`: a look at each of the few a text has.
    static func value(named name: String, in values: KeyValuePairs<String, String>) -> String? {
        for (key, value) in values where key == name { return value }
        return nil
    }

    /// `pattern` with each `{name}` for which `lookup(name)` gives a text replaced; any other brace stays as it is.
    ///
    /// Works on the UTF-8 bytes (braces are ASCII) into one byte buffer, since every page fills many messages: a name
    /// is looked up as a small string made from its bytes, and the result is decoded once at the end.
    static func fill(_ pattern: String, lookup: (String) -> String?) -> String {
        var pattern = pattern
        let filled: [UInt8]? = pattern.withUTF8 { bytes in
            let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
            guard var brace = bytes.firstIndex(of: open) else { return nil }
            var result: [UInt8] = []
            var copied = 0  // the bytes before this are in `result`
            while true {
                let afterOpen = brace + 1
                if let end = bytes[afterOpen...].firstIndex(of: close),
                    let value = lookup(String(decoding: UnsafeBufferPointer(rebasing: bytes[afterOpen..<end]), as: UTF8.self))
                {
                    if result.isEmpty { result.reserveCapacity(bytes.count + value.utf8.count + 16) }
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<brace]))
                    result.append(contentsOf: value.utf8)
                    copied = end + 1
                }
                guard let next = bytes[max(afterOpen, copied)...].firstIndex(of: open) else { break }
                brace = next
            }
            guard copied > 0 else { return nil }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return result
        }
        guard let filled else { return pattern }
        return UTF8Text.string(repairing: filled)
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

/// Language tags for `<html lang>`: BCP 47 in shape (`en`, `pt-BR`, `zh-Hant-TW`), not checked against the
/// registry.
package enum LanguageTagValidator {
    /// Whether `tag` is 2–8 letters, then `-`-separated subtags of 1–8 letters or digits.
    package static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...8).contains(primary.count),
            primary.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

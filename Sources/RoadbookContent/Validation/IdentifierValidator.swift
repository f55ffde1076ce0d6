/// The rules for ids: ASCII letters, digits and `-`; compared ignoring case; lower-cased in URLs.
///
/// UUID strings, which the iOS app writes (`"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`), are valid ids.
package enum IdentifierValidator {
    /// Whether `id` is non-empty and made only of ASCII letters, digits and `-`.
    package static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy(isIdentifierByte)
    }

    /// `id` itself if valid, otherwise the rule it breaks.
    package static func validated(_ id: String) throws(ContentProblem) -> String {
        if id.isEmpty { throw .emptyIdentifier }
        guard isValid(id) else { throw .invalidIdentifier(id) }
        return id
    }

    /// The form used in URLs and for comparisons: lower-cased.
    package static func urlForm(of id: String) -> String {
        id.lowercased()
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}

import Foundation

/// Links to the outside world: absolute `http` or `https` URLs with a host.
package enum LinkValidator {
    /// Whether `link` is an absolute http(s) URL with a host, no white space, no control character and none of the
    /// characters a URL may not hold unencoded (`"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`), so it is valid as an
    /// HTML `href` as it is.
    package static func isValid(_ link: String) -> Bool {
        guard !hasRefusedCharacter(link), let components = URLComponents(string: link),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return false }
        return true
    }

    private static let forbidden: Set<Unicode.Scalar> = ["\"", "<", ">", "\\", "^", "`", "{", "|", "}"]

    /// Whether `link` holds white space, a control character or a ``forbidden`` one. An ASCII link is read in its
    /// bytes (its white space is the controls and the space): asking each scalar's Unicode properties was a
    /// thirteenth of reading a place's file.
    private static func hasRefusedCharacter(_ link: String) -> Bool {
        let bytes = link.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return link.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || forbidden.contains($0) }
        }
        return bytes.contains { byte in
            byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "}")
        }
    }

    /// `link` itself if valid, otherwise ``ContentProblem/invalidLink(_:)``.
    package static func validated(_ link: String) throws(ContentProblem) -> String {
        guard isValid(link) else { throw .invalidLink(link) }
        return link
    }
}

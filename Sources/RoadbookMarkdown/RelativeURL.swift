/// Builds the relative URLs every internal link uses, so the site works under any sub-path and from `file://`.
///
/// Pages live in folders (`locations/colosseum/index.html`); links name the `index.html` file so they also work
/// from `file://`, where a folder does not open its index.
package enum RelativeURL {
    /// From a page at site path `pagePath` (`""` for the home page, `locations/colosseum/`) back to the root:
    /// `""`, `"../"`, `"../../"`.
    package static func rootPrefix(forPage pagePath: String) -> String {
        // The non-empty components, counted in the bytes: a build asks for every page's prefix at every rebuild.
        var depth = 0
        var inComponent = false
        for byte in pagePath.utf8 {
            if byte == UInt8(ascii: "/") {
                inComponent = false
            } else if !inComponent {
                inComponent = true
                depth += 1
            }
        }
        let isFolder = pagePath.isEmpty || pagePath.utf8.last == UInt8(ascii: "/")
        return String(repeating: "../", count: isFolder ? depth : max(0, depth - 1))
    }

    /// A site path as a link target: a folder gets its `index.html` (`locations/` → `locations/index.html`,
    /// `""` → `index.html`), a fragment stays at the end.
    package static func fileForm(of sitePath: String) -> String {
        // An ASCII path without a fragment, read in its bytes (each byte of it is one character but for "\r\n",
        // which is neither "#" nor "/"): the characters' search for "#" was a twentieth of a build.
        let bytes = sitePath.utf8
        // Both checks in one loop over the string's own buffer: through the UTF-8 view's iterator they were 15 M
        // instructions at 2,000 places.
        let isPlain = bytes.withContiguousStorageIfAvailable { buffer in
            !buffer.contains { $0 == UInt8(ascii: "#") || $0 >= 0x80 }
        }
        if isPlain ?? (!bytes.contains(UInt8(ascii: "#")) && bytes.allSatisfy { $0 < 0x80 }) {
            return bytes.last == nil || bytes.last == UInt8(ascii: "/") ? sitePath + "index.html" : sitePath
        }
        var path = Substring(sitePath)
        var fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = path[..<hash]
        }
        if path.isEmpty || path.hasSuffix("/") { return path + "index.html" + fragment }
        return path + fragment
    }

    /// The link from a page whose root prefix is `rootPrefix` to the site path `sitePath`.
    package static func link(to sitePath: String, rootPrefix: String) -> String {
        rootPrefix + fileForm(of: sitePath)
    }

    /// A site path as it is written in a URL: each character a path may not hold as is (a space, `%`, `#`, `?`,
    /// a non-ASCII letter…) percent-encoded, so `images/caf%C3%A9.png` names that file and not `café.png`.
    package static func encoded(_ sitePath: String) -> String {
        // Most paths need no escape: checking their bytes is far cheaper than Foundation's encoder. In the string's
        // own buffer, through a table: walking the UTF-8 view with the `switch` cost 35 instructions a byte.
        let table = allowedInPath
        let isPlain = sitePath.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { table[Int($0)] } }
        if isPlain ?? sitePath.utf8.allSatisfy(isAllowedInPath) { return sitePath }
        return sitePath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? sitePath
    }

    /// ``isAllowedInPath(_:)`` of each byte, by its value.
    private static let allowedInPath: [Bool] = (0...255).map { isAllowedInPath(UInt8($0)) }

    /// Whether `byte` is an ASCII character of `CharacterSet.urlPathAllowed` as Foundation has it on Linux (letters, digits,
    /// `!$&'()*+,-./=@_~`; not `:`).
    static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
            UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}

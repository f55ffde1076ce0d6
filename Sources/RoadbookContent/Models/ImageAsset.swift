/// An image file of `content/images/`, referred to by name without extension.
package struct ImageAsset: Hashable, Sendable, Codable {
    /// The name content refers to, for example `rome-colosseum-1`.
    package let name: String
    /// The file, relative to the site root, for example `content/images/rome-colosseum-1.svg`.
    package let relativePath: String
    /// Width in CSS pixels, read from the file's header; `nil` when the file does not say.
    package let width: Int?
    /// Height in CSS pixels, read from the file's header; `nil` when the file does not say.
    package let height: Int?

    /// Creates an asset description.
    package init(name: String, relativePath: String, width: Int? = nil, height: Int? = nil) {
        self.name = name
        self.relativePath = relativePath
        self.width = width
        self.height = height
    }

    /// The file name with its extension, for example `rome-colosseum-1.svg`.
    package var fileName: String {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relativePath }
        return String(relativePath[relativePath.index(after: slash)...])
    }

    /// The lower-cased file extension, for example `svg`.
    package var fileExtension: String {
        // Found from the end of the path's own bytes, and taken as it is when it is lower-case ASCII: the file name
        // made first, its dot found through the UTF-8 view and the extension lower-cased were 2,900 instructions, and
        // a build asks it three times an image.
        let plain = relativePath.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var index = bytes.count
            while index > 0, bytes[index - 1] != UInt8(ascii: "/") {
                if bytes[index - 1] == UInt8(ascii: ".") {
                    let suffix = UnsafeBufferPointer(rebasing: bytes[index...])
                    guard !suffix.contains(where: { $0 >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return nil }
                    return String(decoding: suffix, as: UTF8.self)
                }
                index -= 1
            }
            return ""
        }
        if let plain, let plain { return plain }
        let name = fileName
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

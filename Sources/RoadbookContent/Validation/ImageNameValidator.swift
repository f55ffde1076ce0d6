/// Image names: plain file names without extension inside `content/images/`, never a path out of it.
package enum ImageNameValidator {
    /// The extensions an image file may have, in the order they are tried.
    package static let fileExtensions = ["png", "jpg", "jpeg", "webp", "gif", "svg", "avif", "heic", "heif"]

    /// `png, jpg, …, heic or heif`, for messages.
    package static var extensionList: String {
        fileExtensions.dropLast().joined(separator: ", ") + " or " + (fileExtensions.last ?? "")
    }

    /// The extensions libvips decodes and Roadbook resizes (every one but `svg`, which is copied as it is).
    package static let rasterExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "avif", "heic", "heif"]

    /// Whether `name` is a plain name: not empty, no `/` or `\`, not `.` or `..`, no leading `.`, no control
    /// characters.
    package static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("."), name.trimmingWhitespace() == name else { return false }
        return !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0 == ":" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `name` itself if valid, otherwise ``ContentProblem/invalidImageName(_:)``.
    package static func validated(_ name: String) throws(ContentProblem) -> String {
        guard isValid(name) else { throw .invalidImageName(name) }
        return name
    }
}

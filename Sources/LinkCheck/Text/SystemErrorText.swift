import Foundation

/// The C library's text for an `errno` value, lower-cased as the project's messages are (`permission denied`).
enum SystemErrorText {
    /// The text for `code`.
    static func of(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

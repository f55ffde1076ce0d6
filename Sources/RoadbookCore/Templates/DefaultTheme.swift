import Foundation

/// The theme built into the binary (the repo's `templates/` folder at build time).
public enum DefaultTheme {
    /// Every file of the built-in theme, by path relative to `templates/`, sorted.
    public static let files: [String: Data] = EmbeddedTheme.base64Files.compactMapValues { Data(base64Encoded: $0) }

    /// The built-in file at `path` (relative to `templates/`), if there is one.
    public static func file(_ path: String) -> Data? { files[path] }
}

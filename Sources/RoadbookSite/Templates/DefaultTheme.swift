import Foundation

/// The theme built into the binary (the repo's `templates/` folder at build time).
public enum DefaultTheme {
    /// Every file of the built-in theme, by path relative to `templates/`.
    public static let files: [String: Data] = EmbeddedTheme.base64Files.compactMapValues { Data(base64Encoded: $0) }
}

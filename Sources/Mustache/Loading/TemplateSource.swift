/// The text of one template and the path its diagnostics name.
public struct TemplateSource: Sendable, Hashable {
    /// The template text.
    public let text: String
    /// The path printed in diagnostics, for example `templates/location.mustache`.
    public let path: String

    /// A template `text` known as `path`.
    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}

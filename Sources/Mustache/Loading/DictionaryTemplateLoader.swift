/// Loads templates from memory, for tests and for a theme built into the binary.
///
/// Template `name` is the entry `name`, or else the entry `name.mustache`; its diagnostic path is
/// `pathPrefix` followed by the key that matched (`templates/` + `layout.mustache`).
public struct DictionaryTemplateLoader: TemplateLoader {
    /// Template text by key.
    public let templates: [String: String]
    /// Put before the key to make the diagnostic path.
    public let pathPrefix: String

    /// A loader over `templates` (key → text).
    public init(_ templates: [String: String], pathPrefix: String = "") {
        self.templates = templates
        self.pathPrefix = pathPrefix
    }

    /// The entry `name` or `name.mustache`, if there is one.
    public func source(named name: String) -> TemplateSource? {
        if let text = templates[name] { return TemplateSource(text: text, path: pathPrefix + name) }
        let file = name + ".mustache"
        if let text = templates[file] { return TemplateSource(text: text, path: pathPrefix + file) }
        return nil
    }
}

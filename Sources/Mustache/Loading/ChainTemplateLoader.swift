/// Asks several loaders in turn; the first that has the template wins (a site's own templates before the theme).
public struct ChainTemplateLoader: TemplateLoader {
    /// The loaders, in the order they are asked.
    public let loaders: [any TemplateLoader]

    /// A chain of `loaders`.
    public init(_ loaders: [any TemplateLoader]) {
        self.loaders = loaders
    }

    /// The first loader's template called `name`.
    public func source(named name: String) throws -> TemplateSource? {
        for loader in loaders {
            if let source = try loader.source(named: name) { return source }
        }
        return nil
    }
}

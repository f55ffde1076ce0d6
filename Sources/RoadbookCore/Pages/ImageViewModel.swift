import Mustache

/// An image as the templates show it: every `<img>` has `alt`, `width` and `height`.
public struct ImageViewModel: MustacheRepresentable, Hashable, Sendable {
    /// Relative URL from the page.
    public let url: String
    /// Alternative text.
    public let alt: String
    /// Intrinsic width in pixels (read from the file; 1200 when it does not say).
    public let width: Int
    /// Intrinsic height in pixels (read from the file; 800 when it does not say).
    public let height: Int

    /// Describes one image.
    public init(url: String, alt: String, width: Int, height: Int) {
        self.url = url
        self.alt = alt
        self.width = width
        self.height = height
    }

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "url": .string(url),
            "alt": .string(alt),
            "width": .int(width),
            "height": .int(height),
        ])
    }
}

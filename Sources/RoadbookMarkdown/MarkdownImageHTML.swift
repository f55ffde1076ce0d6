import Escaping

/// The HTML of an image of the site written in Markdown, made like a gallery photo's: a `<picture>` with a
/// `<source>` per modern format and an `<img>` with the fallback `srcset`, `width`, `height` and
/// `loading="lazy"`; a plain `<img>` for an image copied as it is (an SVG). With a caption, a `<figure>`.
enum MarkdownImageHTML {
    /// The width the image takes in the built-in theme: the place page's text column (1080 px less the 360-px
    /// side column and the 24-px gap on wide screens, the screen less the side column between 900 and 1120 px,
    /// the screen less its 20-px margins below).
    static let sizes = "(min-width: 1120px) 696px, (min-width: 900px) calc(100vw - 424px), calc(100vw - 40px)"

    /// `<img>` (in a `<picture>` when there are variants) for `image`, with URLs from `rootPrefix`; `title` is the
    /// `<img title>` when there is no caption.
    static func picture(_ image: ContentLinkResolver.Image, alt: String, title: String, rootPrefix: String) -> String {
        func srcset(_ variants: [ContentLinkResolver.Variant]) -> String {
            HTMLEscaper.escape(variants.map { rootPrefix + $0.sitePath + " \($0.width)w" }.joined(separator: ", "))
        }
        var tag = "<img src=\"\(HTMLEscaper.escape(rootPrefix + image.sitePath))\""
        if !image.fallbackVariants.isEmpty { tag += " srcset=\"\(srcset(image.fallbackVariants))\" sizes=\"\(sizes)\"" }
        tag += " alt=\"\(HTMLEscaper.escape(alt))\""
        if let width = image.width, let height = image.height { tag += " width=\"\(width)\" height=\"\(height)\"" }
        if !title.isEmpty { tag += " title=\"\(HTMLEscaper.escape(title))\"" }
        tag += " loading=\"lazy\" decoding=\"async\">"
        guard !image.fallbackVariants.isEmpty else { return tag }
        let sources = image.sources.filter { !$0.variants.isEmpty }.map {
            "<source type=\"\(HTMLEscaper.escape($0.type))\" srcset=\"\(srcset($0.variants))\" sizes=\"\(sizes)\">"
        }
        return "<picture>" + sources.joined() + tag + "</picture>"
    }

    /// `<figure>` with the picture of `image` and `caption` as its `<figcaption>`.
    static func figure(_ image: ContentLinkResolver.Image, alt: String, caption: String, rootPrefix: String) -> String {
        "<figure class=\"markdown-figure\">" + picture(image, alt: alt, title: "", rootPrefix: rootPrefix)
            + "<figcaption>\(HTMLEscaper.escape(caption))</figcaption></figure>"
    }
}

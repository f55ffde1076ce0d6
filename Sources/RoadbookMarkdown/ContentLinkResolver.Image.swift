extension ContentLinkResolver {
    /// An image the site has, as the build writes it.
    package struct Image: Hashable, Sendable {
        /// The site path of the `<img src>` file (`images/rome-colosseum-1.svg`, `images/1200/rome-1.jpg`).
        package let sitePath: String
        /// Width in CSS pixels, if the file says.
        package let width: Int?
        /// Height in CSS pixels, if the file says.
        package let height: Int?
        /// The resized variants in the fallback format (JPEG or PNG), smallest first: the `<img srcset>`; empty
        /// for an image copied as it is.
        package let fallbackVariants: [Variant]
        /// One `<source>` per modern format (WebP), before the fallback.
        package let sources: [Source]

        /// Describes one image.
        package init(sitePath: String, width: Int?, height: Int?, fallbackVariants: [Variant] = [], sources: [Source] = []) {
            self.sitePath = sitePath
            self.width = width
            self.height = height
            self.fallbackVariants = fallbackVariants
            self.sources = sources
        }
    }

    /// One resized file of an image: its site path and width in pixels (a `srcset` candidate).
    package struct Variant: Hashable, Sendable {
        /// The file's site path, URL-encoded (`images/800/rome-1.webp`).
        package let sitePath: String
        /// Its width in pixels.
        package let width: Int

        /// Describes one variant.
        package init(sitePath: String, width: Int) {
            self.sitePath = sitePath
            self.width = width
        }
    }

    /// The variants of an image in one modern format, for a `<source type srcset>`.
    package struct Source: Hashable, Sendable {
        /// The media type (`image/webp`).
        package let type: String
        /// The variants, smallest first.
        package let variants: [Variant]

        /// Describes one format's variants.
        package init(type: String, variants: [Variant]) {
            self.type = type
            self.variants = variants
        }
    }
}

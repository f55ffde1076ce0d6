/// Where the theme shows an image; each use has its own widths (`images.widths.<use>` in `site.yaml`).
package enum ImageUse: String, Hashable, Sendable, Codable, CaseIterable {
    /// A place card's thumbnail (home page and places list).
    case card
    /// A place page's gallery (and content images in Markdown).
    case gallery
    /// The Open Graph / Twitter card picture of a place page.
    case og
}

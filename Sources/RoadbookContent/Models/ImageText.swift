/// What a place's front matter says about one of its photos (`images: [{name, alt, caption}]`): its own
/// alternative text and caption, each optional.
package struct ImageText: Hashable, Sendable, Codable {
    /// The alternative text; `nil` for the default (the place's name, numbered when it has several photos).
    package let alt: String?
    /// The caption shown under the photo; `nil` for none.
    package let caption: String?

    /// No alt text of its own and no caption.
    package static let none = ImageText(alt: nil, caption: nil)

    /// Texts of a photo.
    package init(alt: String?, caption: String?) {
        self.alt = alt
        self.caption = caption
    }
}

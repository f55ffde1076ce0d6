/// An image's intrinsic width and height in CSS pixels.
package struct PixelSize: Hashable, Sendable, Codable {
    /// Width.
    package let width: Int
    /// Height.
    package let height: Int

    /// Creates a size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// An image's intrinsic width and height in CSS pixels.
public struct PixelSize: Hashable, Sendable, Codable {
    /// Width.
    public let width: Int
    /// Height.
    public let height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

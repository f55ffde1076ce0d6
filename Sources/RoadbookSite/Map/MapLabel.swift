/// A text placed on a map's canvas: where its baseline starts, how it is anchored, and the box it may cover.
public struct MapLabel: Hashable, Sendable {
    /// How the text hangs from `x`, as SVG's `text-anchor`.
    public enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// The text.
    public let text: String
    /// The anchor's x.
    public let x: Double
    /// The baseline's y.
    public let y: Double
    /// How the text hangs from `x`.
    public let anchor: Anchor
    /// The most the text covers (its estimated width and the font's full height): the real glyphs lie inside.
    public let box: MapBox
}

/// A text placed on a map's canvas: where its baseline starts, how it is anchored, and the box it may cover.
package struct MapLabel: Hashable, Sendable {
    /// How the text hangs from `x`, as SVG's `text-anchor`.
    package enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// The text.
    package let text: String
    /// The anchor's x.
    package let x: Double
    /// The baseline's y.
    package let y: Double
    /// How the text hangs from `x`.
    package let anchor: Anchor
    /// The most the text covers (its estimated width and the font's full height): the real glyphs lie inside.
    package let box: MapBox
}

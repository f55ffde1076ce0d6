/// An axis-aligned rectangle on a map's canvas, in SVG user units (y grows downwards): a pin's or a label's extent.
package struct MapBox: Hashable, Sendable {
    /// The left edge.
    package let minX: Double
    /// The top edge.
    package let minY: Double
    /// The right edge.
    package let maxX: Double
    /// The bottom edge.
    package let maxY: Double

    /// The rectangle between the two corners.
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Whether the two rectangles share more than an edge.
    package func intersects(_ other: MapBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the rectangle lies wholly inside a `width` × `height` canvas, `margin` units from each edge.
    package func isInside(width: Double, height: Double, margin: Double = 0) -> Bool {
        minX >= margin && minY >= margin && maxX <= width - margin && maxY <= height - margin
    }

    /// The rectangle grown by `amount` on every side.
    package func grown(by amount: Double) -> MapBox {
        MapBox(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }
}

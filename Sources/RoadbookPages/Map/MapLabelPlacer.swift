/// Places labels on a map greedily: each label takes the first of a few spots around its point where its box
/// stays inside the canvas and clear of every pin and every label placed before it; a label with no such spot is
/// left out (its place stays in the page's list). Call ``place(_:near:clearOf:)`` most important label first.
package struct MapLabelPlacer: Sendable {
    /// Canvas width in SVG user units.
    package let width: Double
    /// Canvas height in SVG user units.
    package let height: Double
    /// The labels' font size in user units.
    package let fontSize: Double
    /// Free space kept between a label and anything else, and from the canvas's edges.
    package let gap: Double
    /// The labels placed so far, in the order they were placed.
    package private(set) var labels: [MapLabel] = []
    private var obstacles: [MapBox]

    /// A placer over a `width` × `height` canvas whose labels must also keep clear of `obstacles` (the pins).
    package init(width: Double, height: Double, fontSize: Double, gap: Double = 3, obstacles: [MapBox]) {
        self.width = width
        self.height = height
        self.fontSize = fontSize
        self.gap = gap
        self.obstacles = obstacles
    }

    /// The height of a line of text, from the top of its tallest glyph to the bottom of its lowest (generously).
    var lineHeight: Double { fontSize * 1.4 }
    /// How far the baseline lies below the line's top.
    var ascent: Double { fontSize * 1.08 }

    /// Places `text` next to `target` (a pin's box, or a point as an empty box): right of it, left, above, below,
    /// then at its upper and lower corners. Returns the label, or `nil` when no spot is free.
    @discardableResult
    package mutating func place(_ text: String, near target: MapBox) -> MapLabel? {
        place(text, ems: LabelWidth.ems(of: text), near: target)
    }

    /// ``place(_:near:)`` of a text measured already: `ems` wide (``LabelWidth/ems(of:)``).
    mutating func place(_ text: String, ems: Double, near target: MapBox) -> MapLabel? {
        let textWidth = ems * fontSize + 2
        let midY = (target.minY + target.maxY) / 2
        let midX = (target.minX + target.maxX) / 2
        let side = gap + 1
        // (left edge of the box, top of the box, anchor) for each spot, in order of preference.
        let spots: [(Double, Double, MapLabel.Anchor)] = [
            (target.maxX + side, midY - lineHeight / 2, .start),
            (target.minX - side - textWidth, midY - lineHeight / 2, .end),
            (midX - textWidth / 2, target.minY - side - lineHeight, .middle),
            (midX - textWidth / 2, target.maxY + side, .middle),
            (target.maxX + side, target.minY - lineHeight, .start),
            (target.minX - side - textWidth, target.minY - lineHeight, .end),
            (target.maxX + side, target.maxY, .start),
            (target.minX - side - textWidth, target.maxY, .end),
        ]
        for (left, top, anchor) in spots {
            let box = MapBox(minX: left, minY: top, maxX: left + textWidth, maxY: top + lineHeight)
            guard box.isInside(width: width, height: height, margin: gap) else { continue }
            let padded = box.grown(by: gap)
            guard !obstacles.contains(where: padded.intersects), !labels.contains(where: { padded.intersects($0.box) }) else { continue }
            let x: Double
            switch anchor {
            case .start: x = left + 1
            case .middle: x = left + textWidth / 2
            case .end: x = left + textWidth - 1
            }
            let label = MapLabel(text: text, x: x, y: top + ascent, anchor: anchor, box: box)
            labels.append(label)
            return label
        }
        return nil
    }
}

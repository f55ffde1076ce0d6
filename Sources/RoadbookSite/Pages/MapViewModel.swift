import Mustache

/// One map of places with its caption: the whole trip, or one city when the places lie in a few cities far apart.
public struct MapViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The caption (`"Rome · 6 places"`, `places.mapTitle`, or `"All 40 places"`, `home.allPlaces`).
    public let title: String
    /// The SVG markup (render with `{{{svg}}}`); its text is escaped.
    public let svg: String

    /// Describes one map.
    public init(title: String, svg: String) {
        self.title = title
        self.svg = svg
    }

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "title": .string(title),
            "svg": .string(svg),
        ])
    }
}

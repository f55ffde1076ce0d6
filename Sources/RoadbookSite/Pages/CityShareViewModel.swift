import Mustache
import RoadbookContent

/// One city in the statistics: how many places it has and its share of all places.
public struct CityShareViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The city's name.
    public let name: String
    /// Places in the city.
    public let count: Int
    /// `"3 places"` (`count.places`).
    public let countText: String
    /// Share of all places, whole percent.
    public let percent: Int
    /// The share written for the language (`"33%"`, `format.percent`).
    public let percentText: String
    /// The bar's length relative to the largest city, whole percent (the largest is 100).
    public let barPercent: Int

    /// Describes one city's share, in the words of `strings`.
    public init(name: String, count: Int, percent: Int, barPercent: Int, strings: StringTable = .english) {
        self.name = name
        self.count = count
        countText = strings.count("count.places", count)
        self.percent = percent
        percentText = strings.percent(percent)
        self.barPercent = barPercent
    }

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "name": .string(name),
            "count": .int(count),
            "countText": .string(countText),
            "percent": .int(percent),
            "percentText": .string(percentText),
            "barPercent": .int(barPercent),
        ])
    }
}

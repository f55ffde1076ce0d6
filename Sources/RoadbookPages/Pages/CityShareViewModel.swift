import Mustache
import RoadbookContent

/// One city in the statistics: how many places it has and its share of all places.
package struct CityShareViewModel: TemplateModel, Hashable, Sendable {
    /// The city's name.
    package let name: String
    /// The city's page, from this page.
    package let url: String
    /// Places in the city.
    package let count: Int
    /// `"3 places"` (`count.places`).
    package let countText: String
    /// Share of all places, whole percent.
    package let percent: Int
    /// The share written for the language (`"33%"`, `format.percent`).
    package let percentText: String
    /// The bar's length relative to the largest city, whole percent (the largest is 100).
    package let barPercent: Int

    /// Describes `city`'s share of `placeCount` places, its bar measured against the largest city's `largest`
    /// places (never shorter than 2 %, so a bar shows), in the words of `strings`.
    package init(_ city: CityCount, url: String, placeCount: Int, largest: Int, strings: StringTable = .english) {
        name = city.city
        self.url = url
        count = city.count
        countText = strings.count("count.places", count)
        percent = city.sharePercent(of: placeCount)
        percentText = strings.percent(percent)
        barPercent = max(2, city.sharePercent(of: largest))
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("name", \.name),
        .field("url", \.url),
        .field("count", \.count),
        .field("countText", \.countText),
        .field("percent", \.percent),
        .field("percentText", \.percentText),
        .field("barPercent", \.barPercent),
    ])
}

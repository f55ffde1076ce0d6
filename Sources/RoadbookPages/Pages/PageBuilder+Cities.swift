import Foundation
import RoadbookContent
import RoadbookMarkdown

/// The city pages, the links to them, the places list's groups by city and the home page's places from across
/// the trip.
extension PageBuilder {
    /// The link to the page of the city named `name` from a page whose links start with `root`.
    func cityLink(_ name: String, root: String) -> String {
        guard let slug = source.citySlugs[name] else { return link(to: .placeList, root: root) }
        return RelativeURL.link(to: Self.citySitePath(slug: slug), rootPrefix: root)
    }

    /// The site path of the page of the city whose URL name is `slug`.
    static func citySitePath(slug: String) -> String {
        "cities/\(slug)/"
    }

    /// `"5 places · 55% of the trip"`.
    func citySummary(_ city: CityGroup) -> String {
        let share = CityCount(city: city.name, count: city.placeOffsets.count).sharePercent(of: source.placeCount)
        return strings.text(
            "city.summary", ["places": strings.count("count.places", city.placeOffsets.count), "percent": strings.percent(share)])
    }

    func city(_ index: Int, at path: PagePath) -> CityPageViewModel {
        let root = path.rootPrefix
        let city = source.cities[index]
        let share = CityCount(city: city.name, count: city.placeOffsets.count).sharePercent(of: source.placeCount)
        let cities = source.cities
        let (previous, next) = (cities[(index + cities.count - 1) % cities.count], cities[(index + 1) % cities.count])
        return CityPageViewModel(
            frame: frame(
                at: path, section: .places, title: title(city.name),
                subject: ShareSubject(heading: city.name, imageName: city.placeOffsets.lazy.compactMap { source.place($0).imageNames.first }.first)),
            name: city.name, summary: citySummary(city), count: city.placeOffsets.count, percent: share,
            map: cityMap(city, root: root), places: city.placeOffsets.map { card($0, root: root) },
            listURL: link(to: .placeList, root: root) + "#" + city.slug,
            previous: .sibling("pager.previousLabel", title: previous.name, id: previous.slug, strings: strings),
            next: .sibling("pager.nextLabel", title: next.name, id: next.slug, strings: strings),
            hasNeighbours: cities.count > 1)
    }

    /// More places than this make the places list a short index of the cities, whose pages hold the cards: at
    /// 10,000 places one list of every card is about 9 MB of HTML, a city's page of 230 places about 240 KB.
    package static let maximumPlacesOnOneList = 300

    /// Whether the places list is an index of the cities rather than every place's card.
    var placesListIsIndex: Bool { source.placeCount > Self.maximumPlacesOnOneList }

    /// The places list's groups: one heading per city, the cities in the order their first place appears; without
    /// cards when the list is an index.
    func cityGroups(root: String) -> [CityGroupViewModel] {
        let withCards = !placesListIsIndex
        return source.cities.enumerated().map { index, city in
            CityGroupViewModel(
                name: city.name, anchor: city.slug, url: link(to: .city(index), root: root),
                countText: strings.count("count.places", city.placeOffsets.count),
                places: withCards ? city.placeOffsets.map { card($0, root: root) } : [])
        }
    }

    /// Up to `count` places from across the trip: each city's first place in the cities' order, then each city's
    /// second, and so on, shown in list order.
    func placesAcrossTheTrip(_ count: Int) -> [Int] {
        var chosen: [Int] = []
        var round = 0
        let cities = source.cities
        while chosen.count < count, cities.contains(where: { $0.placeOffsets.count > round }) {
            for city in cities where city.placeOffsets.count > round && chosen.count < count {
                chosen.append(city.placeOffsets[round])
            }
            round += 1
        }
        return chosen.sorted()
    }
}

import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown

/// The home page, the statistics page and the 404 page.
extension PageBuilder {
    func home(at path: PagePath) -> HomePageViewModel {
        let root = path.rootPrefix
        let pending = source.pendingTodoOffsets.prefix(5)
        let rows = pending.map { todoRow($0, root: root) }
        let exports = TripExports(builder: self).paths
        var model = HomePageViewModel(
            frame: frame(at: path, section: .home, title: source.config.title),
            tagline: tagline,
            progress: progress,
            map: tripMap(root: root),
            hasPlaces: source.placeCount > 0,
            nextTodos: rows,
            hasNextTodos: !rows.isEmpty,
            places: placesAcrossTheTrip(6).map { card($0, root: root) },
            allPlacesText: strings.count("home.allPlaces", source.placeCount),
            todosURL: link(to: .todoList, root: root),
            locationsURL: link(to: .placeList, root: root),
            statsURL: link(to: .stats, root: root),
            calendarURL: exports.contains(TripExports.calendarPath) ? root + TripExports.calendarPath : nil,
            gpxURL: exports.contains(TripExports.gpxPath) ? root + TripExports.gpxPath : nil)
        if source.hasTripDates {
            model.trip = HomeTripViewModel(
                summary: tripSummary, daysURL: link(to: .days, root: root), overview: source.tripOverview, strings: strings, root: root)
        }
        return model
    }

    func stats(at path: PagePath) -> StatsPageViewModel {
        let root = path.rootPrefix
        let perCity = source.placesPerCity
        let largest = perCity.first?.count ?? 0
        let cities = perCity.map {
            CityShareViewModel($0, url: cityLink($0.city, root: root), placeCount: source.placeCount, largest: largest, strings: strings)
        }
        var model = StatsPageViewModel(
            frame: frame(
                at: path, section: .stats, title: title(strings.text("stats.heading")),
                subject: ShareSubject(heading: strings.text("stats.heading"))),
            progress: progress,
            placeCountText: strings.count("count.places", source.placeCount),
            cityCountText: strings.count("count.cities", source.cityCount),
            cityCount: strings.number(source.cityCount),
            cityCountLabel: strings.count("stats.cities", source.cityCount),
            imageCountText: strings.count("count.images", source.images.count),
            cities: cities,
            hasCities: !cities.isEmpty,
            todosURL: link(to: .todoList, root: root),
            locationsURL: link(to: .placeList, root: root))
        if source.hasTripDates { model.trip = statsTrip(root: root) }
        return model
    }

    /// The trip's figures for the statistics page.
    func statsTrip(root: String) -> StatsTripViewModel {
        let itinerary = source.trip.itinerary
        let longest = itinerary.longestDay
        return StatsTripViewModel(
            totalDistanceText: distanceText(itinerary.totalDistance),
            longestDayText: longest.map {
                strings.text("trip.longestDay", ["day": dayTitle($0.number), "distance": distanceText($0.distance)])
            } ?? "",
            rows: itinerary.days.enumerated().map { offset, day in
                StatsTripViewModel.Row(
                    title: dayTitle(day.number), url: dayLink(offset, root: root),
                    distanceText: day.distance > 0 ? distanceText(day.distance) : "",
                    placesText: day.places.isEmpty ? strings.text("trip.freeDay") : strings.count("count.places", day.places.count),
                    barPercent: longest.map { Int((day.distance / max($0.distance, 1) * 100).rounded()) } ?? 0)
            })
    }

    func notFound(at path: PagePath) -> NotFoundPageViewModel {
        let root = path.rootPrefix
        return NotFoundPageViewModel(
            frame: frame(at: path, section: .none, title: title(strings.text("notFound.heading")), canonical: false),
            locationsURL: link(to: .placeList, root: root),
            todosURL: link(to: .todoList, root: root))
    }
}

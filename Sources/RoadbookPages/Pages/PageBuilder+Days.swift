import Foundation
import RoadbookContent

/// The itinerary (`/days/`), each day's page (`/days/<n>/`), and the trip's words every page uses: a place's day,
/// how far it is from the place before, distances.
extension PageBuilder {
    func days(at path: PagePath) -> DaysPageViewModel {
        let root = path.rootPrefix
        let itinerary = source.trip.itinerary
        let total = itinerary.totalDistance
        var model = DaysPageViewModel(
            frame: frame(
                at: path, section: .days, title: title(strings.text("trip.heading")),
                subject: ShareSubject(heading: strings.text("trip.heading"))),
            summary: tripSummary,
            days: (0..<source.tripDayCount).map { dayViewModel($0, root: root) },
            totalDistanceText: total > 0 ? strings.text("trip.totalDistance", ["distance": distanceText(total)]) : "")
        let exports = TripExports(builder: self).paths
        model.calendarURL = exports.contains(TripExports.calendarPath) ? root + TripExports.calendarPath : nil
        model.gpxURL = exports.contains(TripExports.gpxPath) ? root + TripExports.gpxPath : nil
        return model
    }

    func day(_ index: Int, at path: PagePath) -> DayPageViewModel {
        let root = path.rootPrefix
        let dayCount = source.tripDayCount
        let day = dayViewModel(index, root: root)
        let sibling = { (offset: Int, key: String) -> NeighbourLinkViewModel? in
            guard (0..<dayCount).contains(offset) else { return nil }
            let title = dayTitle(offset + 1)
            return NeighbourLinkViewModel(title: title, url: dayLink(offset, root: root), label: strings.text(key, ["title": title]))
        }
        return DayPageViewModel(
            frame: frame(
                at: path, section: .days, title: title(day.title + " · " + day.dateText),
                subject: ShareSubject(heading: day.title + " · " + day.dateText)),
            day: day,
            map: dayMap(index, root: root),
            previous: sibling(index - 1, "pager.previousLabel"),
            next: sibling(index + 1, "pager.nextLabel"),
            daysURL: daysLink(root: root),
            position: strings.text("trip.dayOf", ["number": strings.number(index + 1), "count": strings.number(dayCount)]))
    }

    /// The day at `index` as a page `root` away from the site root shows it.
    func dayViewModel(_ index: Int, root: String) -> DayViewModel {
        let tripDay = source.tripDay(index)
        let day = tripDay.day
        let store = source.placeCards
        let places = day.places.map { offset in
            DayPlaceViewModel(
                card: card(offset, root: root), legText: store?.legText(offset) { legText(ofPlace: offset) } ?? legText(ofPlace: offset),
                timeText: source.placeTrip(offset).time?.description ?? "")
        }
        let todos = day.todos.map { offset in
            let todo = source.todo(offset)
            return DayTodoViewModel(title: todo.title, url: link(to: .todo(offset), root: root), isCompleted: todo.isCompleted)
        }
        return DayViewModel(
            number: day.number, title: dayTitle(day.number),
            dateText: tripDay.dateText, dateISO: day.date.description, url: dayLink(index, root: root), places: places,
            distanceText: day.distance > 0 ? distanceText(day.distance) : "",
            trackText: day.tracks.isEmpty ? "" : distanceText(day.trackLength),
            climbText: day.elevationGain.map { strings.text("trip.metres", ["value": strings.number(Int($0.rounded()))]) } ?? "",
            todos: todos)
    }

    /// `"Day 3"` (`trip.dayTitle`), made once a build for each day where the source keeps the trip's words.
    func dayTitle(_ number: Int) -> String {
        let make = { strings.text("trip.dayTitle", ["number": strings.number(number)]) }
        guard let store = source.placeCards else { return make() }
        return store.dayTitle(number, make: make)
    }

    /// `"12 days · April 14 – 25, 2027"` (`trip.summary`); empty without dates.
    var tripSummary: String {
        let overview = source.tripOverview
        guard overview.hasDates else { return "" }
        return strings.text("trip.summary", ["days": strings.count("trip.days", overview.dayCount), "dates": overview.rangeText])
    }

    /// `"Day 3 · Wednesday, April 14"` (`trip.dayLabel`) for the place at `index`, `"Day 3 · Wednesday, April 14,
    /// 11:00"` (`trip.dayTimeLabel`) when it has a time of visit; `nil` when it is undated.
    func dayLabel(ofPlace index: Int) -> (text: String, day: Int)? {
        let part = source.placeTrip(index)
        guard let number = part.day else { return nil }
        if part.time == nil, let store = source.placeCards {
            let text = store.dayLabel(number) { strings.text("trip.dayLabel", ["number": strings.number(number), "date": part.dayShortDate]) }
            return (text, number - 1)
        }
        let (written, date) = (strings.number(number), part.dayShortDate)
        let text =
            if let time = part.time {
                strings.text("trip.dayTimeLabel", ["number": written, "date": date, "time": time.description])
            } else {
                strings.text("trip.dayLabel", ["number": written, "date": date])
            }
        return (text, number - 1)
    }

    /// `"212 km from Samarqand in a straight line"` or `"… along the track"` for the place at `index`; empty for the
    /// first place or a site without a trip.
    func legText(ofPlace index: Int) -> String {
        guard let leg = source.placeTrip(index).leg else { return "" }
        let key = leg.kind == .track ? "trip.legTrack" : "trip.legStraight"
        let (distance, name) = (distanceText(leg.metres), source.place(leg.fromPlace).name)
        guard let store = source.placeCards else { return strings.text(key, ["distance": distance, "name": name]) }
        return store.legFiller(key) { LegTextFiller(key, strings: strings) }.text(distance: distance, name: name)
    }

    /// A distance written for the language: metres under a kilometre, tenths of a kilometre under 100 km, else
    /// whole kilometres (`850 m`, `12.4 km`, `212 km`).
    func distanceText(_ metres: Double) -> String {
        let format = strings.numberFormat
        if metres < 1000 { return text("trip.metres", value: DistanceNumber.whole(Int(metres.rounded()), format: format)) }
        let kilometres = metres / 1000
        let value = kilometres < 100
            ? DistanceNumber.tenths(kilometres, format: format) : DistanceNumber.whole(Int(kilometres.rounded()), format: format)
        return text("trip.kilometres", value: value)
    }

    /// The text of `key` with its placeholder `value` filled in: through the filler the build keeps
    /// (``PlaceCardStore/filler(_:make:)``) where it keeps one.
    private func text(_ key: String, value: String) -> String {
        guard let store = source.placeCards else { return strings.text(key, ["value": value]) }
        return store.filler(key) { strings.filler(key, placeholder: "value") }(value)
    }
}

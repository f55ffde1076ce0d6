import Mustache

/// One day of the trip as the days page and a day's page show it (the `days` and `day` templates).
package struct DayViewModel: MustacheRepresentable, Hashable, Sendable {
    /// 1 for the first day.
    package let number: Int
    /// `"Day 3"` (`trip.dayTitle`).
    package let title: String
    /// The date in the site's language (`Wednesday, April 14, 2027`).
    package let dateText: String
    /// `2027-04-14`, for `<time datetime>`.
    package let dateISO: String
    /// The day's page.
    package let url: String
    /// Its places, in route order.
    package let places: [DayPlaceViewModel]
    /// The distance of the day's legs (`"84 km"`); empty when it moves nowhere.
    package let distanceText: String
    /// The length of its tracks (`"79.4 km"`); empty without tracks.
    package let trackText: String
    /// The climb of its tracks (`"620 m"`); empty without elevations.
    package let climbText: String
    /// The todos due that day.
    package let todos: [DayTodoViewModel]

    /// The view model as a template context (docs/templates.md lists the fields).
    package var mustacheValue: MustacheValue {
        .dictionary([
            "number": .string(String(number)),
            "title": .string(title),
            "dateText": .string(dateText),
            "dateISO": .string(dateISO),
            "url": .string(url),
            "places": .list(places.map(\.mustacheValue)),
            "hasPlaces": .bool(!places.isEmpty),
            "isFree": .bool(places.isEmpty),
            "distanceText": .string(distanceText),
            "hasDistance": .bool(!distanceText.isEmpty),
            "trackText": .string(trackText),
            "hasTrack": .bool(!trackText.isEmpty),
            "climbText": .string(climbText),
            "hasClimb": .bool(!climbText.isEmpty),
            "todos": .list(todos.map(\.mustacheValue)),
            "hasTodos": .bool(!todos.isEmpty),
        ])
    }
}

/// One place of a day: its card and how far it is from the place before.
package struct DayPlaceViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The place's card (name, city, thumbnail, link).
    package let card: PlaceCardViewModel
    /// `"212 km from Samarqand in a straight line"` (`trip.legStraight`, `trip.legTrack`); empty for the first place.
    package let legText: String
    /// The time of the visit (`09:30`); empty without one.
    package let timeText: String

    /// The view model as a template context: the card's fields, with `legText`, `hasLeg` and `timeText`.
    package var mustacheValue: MustacheValue {
        guard case .dictionary(var fields) = card.mustacheValue else { return card.mustacheValue }
        fields["legText"] = .string(legText)
        fields["hasLeg"] = .bool(!legText.isEmpty)
        fields["timeText"] = .string(timeText)
        fields["hasTime"] = .bool(!timeText.isEmpty)
        return .dictionary(fields)
    }
}

/// A todo due on a day.
package struct DayTodoViewModel: MustacheRepresentable, Hashable, Sendable {
    /// What to do.
    package let title: String
    /// Its page.
    package let url: String
    /// Whether it is done.
    package let isCompleted: Bool

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary(["title": .string(title), "url": .string(url), "isCompleted": .bool(isCompleted)])
    }
}

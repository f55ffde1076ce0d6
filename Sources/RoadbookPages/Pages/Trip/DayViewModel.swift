import Mustache

/// One day of the trip as the days page and a day's page show it (the `days` and `day` templates).
package struct DayViewModel: TemplateModel, Hashable, Sendable {
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

    /// The fields as the templates name them (docs/templates.md lists them).
    package static let fields = TemplateFields<Self>([
        .field("number") { String($0.number) },
        .field("title", \.title),
        .field("dateText", \.dateText),
        .field("dateISO", \.dateISO),
        .field("url", \.url),
        .field("places", \.places),
        .field("hasPlaces") { !$0.places.isEmpty },
        .field("isFree") { $0.places.isEmpty },
        .field("distanceText", \.distanceText),
        .field("hasDistance") { !$0.distanceText.isEmpty },
        .field("trackText", \.trackText),
        .field("hasTrack") { !$0.trackText.isEmpty },
        .field("climbText", \.climbText),
        .field("hasClimb") { !$0.climbText.isEmpty },
        .field("todos", \.todos),
        .field("hasTodos") { !$0.todos.isEmpty },
    ])
}

/// One place of a day: its card and how far it is from the place before.
package struct DayPlaceViewModel: TemplateModel, Hashable, Sendable {
    /// The place's card (name, city, thumbnail, link).
    package let card: PlaceCardViewModel
    /// `"212 km from Samarqand in a straight line"` (`trip.legStraight`, `trip.legTrack`); empty for the first place.
    package let legText: String
    /// The time of the visit (`09:30`); empty without one.
    package let timeText: String

    /// `legText`, `hasLeg`, `timeText` and `hasTime`, beside the card's fields (``includedPart``).
    package static let fields = TemplateFields<Self>([
        .field("legText", \.legText),
        .field("hasLeg") { !$0.legText.isEmpty },
        .field("timeText", \.timeText),
        .field("hasTime") { !$0.timeText.isEmpty },
    ])

    /// The card: a day's place has its fields too.
    package var includedPart: (any TemplateModel)? { card }
}

/// A todo due on a day.
package struct DayTodoViewModel: TemplateModel, Hashable, Sendable {
    /// What to do.
    package let title: String
    /// Its page.
    package let url: String
    /// Whether it is done.
    package let isCompleted: Bool

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([.field("title", \.title), .field("url", \.url), .field("isCompleted", \.isCompleted)])
}

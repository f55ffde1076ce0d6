/// One place, read from `content/locations/<id>.md`: the seeds' `Location`, renamed because "location" also names
/// a position in a source file.
///
/// Two places are equal, and hash alike, when their ids are equal, as in the seed, so the current
/// place can be compared with `==` against any entry of the list.
package struct Place: Identifiable, Hashable, Sendable, Codable {
    /// The file name stem; letters, digits and `-`.
    package let id: String
    /// The place's name, for example "Colosseum".
    package let name: String
    /// The city it is in, for example "Rome".
    package let cityName: String
    /// Where it is.
    package let coordinates: Coordinates
    /// The Markdown body of the file (held by ``descriptionBody``, which `generate` lets go after the place's page).
    package var description: String { descriptionBody.markdown }
    /// The description's holder (``PlaceDescription``).
    package let descriptionBody: PlaceDescription
    /// Names of images in `content/images/`, without extension, in gallery order.
    package let imageNames: [String]
    /// The alt text and caption of each of ``imageNames`` (same order; ``ImageText/none`` for a photo given by name
    /// only).
    package let imageTexts: [ImageText]
    /// An http(s) link to read more (Wikipedia in the seed); `nil` when absent.
    package let link: String?
    /// Ordering weight: places are listed by weight (absent sorts last), then by id.
    package let weight: Int?
    /// The day it is visited: `date:`, or `day:` counted from the trip's start (resolved by the load); `nil` when
    /// undated.
    package let date: CalendarDate?
    /// The time of the visit (`time: "09:30"`); only with a date.
    package let time: TimeOfDay?
    /// The day of the trip as written (`day: 3`); `nil` when the place gives a `date` or neither.
    package let day: Int?
    /// The id of the track that leads to it (`track:`, a file of `content/tracks/`); `nil` when none.
    package let track: String?

    /// Creates a place.
    package init(
        id: String,
        name: String,
        cityName: String,
        coordinates: Coordinates,
        description: String = "",
        imageNames: [String] = [],
        link: String? = nil,
        weight: Int? = nil,
        imageTexts: [ImageText] = [],
        date: CalendarDate? = nil,
        time: TimeOfDay? = nil,
        day: Int? = nil,
        track: String? = nil
    ) {
        self.init(
            id: id, name: name, cityName: cityName, coordinates: coordinates, descriptionBody: PlaceDescription(description),
            imageNames: imageNames, link: link, weight: weight, imageTexts: imageTexts, date: date, time: time, day: day, track: track)
    }

    /// Creates a place whose description is `descriptionBody` (one read from its file, ``PlaceFileLoader``).
    package init(
        id: String, name: String, cityName: String, coordinates: Coordinates, descriptionBody: PlaceDescription, imageNames: [String],
        link: String?, weight: Int?, imageTexts: [ImageText], date: CalendarDate?, time: TimeOfDay?, day: Int?, track: String?
    ) {
        self.id = id
        self.name = name
        self.cityName = cityName
        self.coordinates = coordinates
        self.descriptionBody = descriptionBody
        self.imageNames = imageNames
        self.imageTexts = imageNames.indices.map { $0 < imageTexts.count ? imageTexts[$0] : .none }
        self.link = link
        self.weight = weight
        self.date = date
        self.time = time
        self.day = day
        self.track = track
    }

    /// The same place on `date` (a `day:` resolved against the trip's start) with `track`: what the load keeps of
    /// its schedule once checked against the trip and the tracks.
    package func scheduled(date: CalendarDate?, track: String?) -> Place {
        Place(
            id: id, name: name, cityName: cityName, coordinates: coordinates, descriptionBody: descriptionBody, imageNames: imageNames,
            link: link, weight: weight, imageTexts: imageTexts, date: date, time: date == nil ? nil : time, day: day, track: track)
    }

    /// The same place with `transform` applied to its plain texts: name, city, and each image's alt text and caption
    /// (``SmartPunctuation`` under `markdown.smart`).
    package func withPlainTexts(_ transform: (String) -> String) -> Place {
        Place(
            id: id, name: transform(name), cityName: transform(cityName), coordinates: coordinates, descriptionBody: descriptionBody,
            imageNames: imageNames, link: link, weight: weight,
            imageTexts: imageTexts.map { ImageText(alt: $0.alt.map(transform), caption: $0.caption.map(transform)) },
            date: date, time: time, day: day, track: track)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, cityName, coordinates, descriptionBody = "description", imageNames, imageTexts, link, weight, date, time, day, track
    }

    /// Equal when the ids are equal, as in the seed.
    package static func == (lhs: Place, rhs: Place) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the id only, consistent with `==`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

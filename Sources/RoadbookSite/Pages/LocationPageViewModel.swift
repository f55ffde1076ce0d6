import Mustache
import RoadbookContent

/// One place's page (`/locations/<id>/`).
public struct LocationPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
    /// The place's id.
    public let id: String
    /// The name.
    public let name: String
    /// The city.
    public let cityName: String
    /// The city's page.
    public let cityURL: String
    /// Every image, in order, for the gallery.
    public let images: [ImageViewModel]
    /// Whether there is any image.
    public let hasImages: Bool
    /// Whether there is more than one image (the gallery scrolls).
    public let hasManyImages: Bool
    /// The gallery's accessible name: `"Images of Colosseum"` (`place.galleryLabel`).
    public let galleryLabel: String
    /// The side column's accessible name: `"About Colosseum"` (`place.asideLabel`).
    public let asideLabel: String
    /// The description as HTML (rendered Markdown; `{{{descriptionHTML}}}`).
    public let descriptionHTML: String
    /// Latitude with six decimals.
    public let latitude: String
    /// Longitude with six decimals.
    public let longitude: String
    /// `"41.8902° N, 12.4922° E"`, written for the language (`coordinates.*`).
    public let coordinatesText: String
    /// OpenStreetMap at the coordinates.
    public let openStreetMapURL: String
    /// The place's link (Wikipedia), if it has one.
    public let link: String?
    /// Whether the place has a link.
    public let hasLink: Bool
    /// Whether the link is Wikipedia ("Read more on Wikipedia") rather than another site ("Read more").
    public let isWikipedia: Bool
    /// `"Read more on Wikipedia"` (`place.readMoreOnWikipedia`, `place.readMore`).
    public let linkText: String
    /// `"3 of 12"` (`position`).
    public let position: String
    /// The place before it (wrapping around).
    public let previous: NeighbourLinkViewModel
    /// The place after it (wrapping around).
    public let next: NeighbourLinkViewModel
    /// Whether there are other places to link to.
    public let hasNeighbours: Bool
    /// The map around the place, its pin highlighted (`{{{mapSVG}}}`).
    public let mapSVG: String
    /// Relative URL of the places list.
    public let listURL: String

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
        [
            "id": .string(id),
            "name": .string(name),
            "cityName": .string(cityName),
            "cityURL": .string(cityURL),
            "images": .list(images.map(\.mustacheValue)),
            "hasImages": .bool(hasImages),
            "hasManyImages": .bool(hasManyImages),
            "galleryLabel": .string(galleryLabel),
            "asideLabel": .string(asideLabel),
            "descriptionHTML": .string(descriptionHTML),
            "latitude": .string(latitude),
            "longitude": .string(longitude),
            "coordinatesText": .string(coordinatesText),
            "openStreetMapURL": .string(openStreetMapURL),
            "link": link.map(MustacheValue.string) ?? .null,
            "hasLink": .bool(hasLink),
            "isWikipedia": .bool(isWikipedia),
            "linkText": .string(linkText),
            "position": .string(position),
            "previous": previous.mustacheValue,
            "next": next.mustacheValue,
            "hasNeighbours": .bool(hasNeighbours),
            "mapSVG": .string(mapSVG),
            "listURL": .string(listURL),
        ]
    }
}

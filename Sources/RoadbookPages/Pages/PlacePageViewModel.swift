import Mustache
import RoadbookContent

/// One place's page (`/locations/<id>/`).
package struct PlacePageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// The place's id.
    package let id: String
    /// The name.
    package let name: String
    /// The city.
    package let cityName: String
    /// The city's page.
    package let cityURL: String
    /// Every image, in order, for the gallery.
    package let images: [ImageViewModel]
    /// Whether there is any image.
    package let hasImages: Bool
    /// Whether there is more than one image (the gallery scrolls).
    package let hasManyImages: Bool
    /// The gallery's accessible name: `"Images of Colosseum"` (`place.galleryLabel`).
    package let galleryLabel: String
    /// The side column's accessible name: `"About Colosseum"` (`place.asideLabel`).
    package let asideLabel: String
    /// The description as HTML (rendered Markdown; `{{{descriptionHTML}}}`).
    package let descriptionHTML: String
    /// Latitude with six decimals.
    package let latitude: String
    /// Longitude with six decimals.
    package let longitude: String
    /// `"41.8902° N, 12.4922° E"`, written for the language (`coordinates.*`).
    package let coordinatesText: String
    /// OpenStreetMap at the coordinates.
    package let openStreetMapURL: String
    /// The place's link (Wikipedia), if it has one.
    package let link: String?
    /// Whether the place has a link.
    package let hasLink: Bool
    /// Whether the link is Wikipedia ("Read more on Wikipedia") rather than another site ("Read more").
    package let isWikipedia: Bool
    /// `"Read more on Wikipedia"` (`place.readMoreOnWikipedia`, `place.readMore`).
    package let linkText: String
    /// `"3 of 12"` (`position`).
    package let position: String
    /// The place before it (wrapping around).
    package let previous: NeighbourLinkViewModel
    /// The place after it (wrapping around).
    package let next: NeighbourLinkViewModel
    /// Whether there are other places to link to.
    package let hasNeighbours: Bool
    /// The map around the place, its pin highlighted (the `map` partial draws it).
    package let map: MapViewModel
    /// Relative URL of the places list.
    package let listURL: String
    /// `"Day 3 · Wednesday, April 14"` (`trip.dayLabel`), with the time of visit when it has one
    /// (`trip.dayTimeLabel`); empty for an undated place.
    package var dayText = ""
    /// The day's page; empty for an undated place.
    package var dayURL = ""
    /// `"212 km from Samarqand in a straight line"` or `"… along the track"` (`trip.legStraight`, `trip.legTrack`);
    /// empty for the first place and a site without dates or tracks.
    package var legText = ""

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("id", \.id),
        .field("name", \.name),
        .field("cityName", \.cityName),
        .field("cityURL", \.cityURL),
        .field("images", \.images),
        .field("hasImages", \.hasImages),
        .field("hasManyImages", \.hasManyImages),
        .field("galleryLabel", \.galleryLabel),
        .field("asideLabel", \.asideLabel),
        .field("descriptionHTML", \.descriptionHTML),
        .field("latitude", \.latitude),
        .field("longitude", \.longitude),
        .field("coordinatesText", \.coordinatesText),
        .field("openStreetMapURL", \.openStreetMapURL),
        .field("link", \.link),
        .field("hasLink", \.hasLink),
        .field("isWikipedia", \.isWikipedia),
        .field("linkText", \.linkText),
        .field("position", \.position),
        .field("previous", \.previous),
        .field("next", \.next),
        .field("hasNeighbours", \.hasNeighbours),
        .field("map", \.map),
        .field("listURL", \.listURL),
        .field("dayText", \.dayText),
        .field("dayURL", \.dayURL),
        .field("hasDay") { !$0.dayText.isEmpty },
        .field("legText", \.legText),
        .field("hasLeg") { !$0.legText.isEmpty },
    ])
}

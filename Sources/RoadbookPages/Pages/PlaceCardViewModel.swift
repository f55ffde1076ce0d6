import Mustache

/// One place in a list: name, city, thumbnail, link to its page and to Wikipedia.
package struct PlaceCardViewModel: TemplateModel, Hashable, Sendable {
    /// The place's id (its file name stem).
    package let id: String
    /// The name.
    package let name: String
    /// The city.
    package let cityName: String
    /// The city's page, from this page.
    package let cityURL: String
    /// Relative URL of the place's page.
    package let url: String
    /// The first image, if the place has one, made whole when a template asks for more than its `src` (``CardThumbnail``).
    package let lazyThumbnail: CardThumbnail?
    /// The first image, if the place has one.
    package var thumbnail: ImageViewModel? { lazyThumbnail?.image }
    /// The Wikipedia (or other) link, if the place has one.
    package let link: String?
    /// `"41.8902° N, 12.4922° E"`, written for the language (`coordinates.*`).
    package let coordinatesText: String
    /// `"3 of 12"`: the place's position in the list (`position`).
    package let position: String

    /// A card of these fields.
    package init(
        id: String, name: String, cityName: String, cityURL: String, url: String, lazyThumbnail: CardThumbnail?, link: String?,
        coordinatesText: String, position: String
    ) {
        (self.id, self.name, self.cityName, self.cityURL, self.url) = (id, name, cityName, cityURL, url)
        (self.lazyThumbnail, self.link, self.coordinatesText, self.position) = (lazyThumbnail, link, coordinatesText, position)
    }

    /// A card of these fields, its thumbnail made already.
    package init(
        id: String, name: String, cityName: String, cityURL: String, url: String, thumbnail: ImageViewModel?, link: String?,
        coordinatesText: String, position: String
    ) {
        self.init(
            id: id, name: name, cityName: cityName, cityURL: cityURL, url: url, lazyThumbnail: thumbnail.map(CardThumbnail.init(made:)),
            link: link, coordinatesText: coordinatesText, position: position)
    }

    /// The first letter of the city, upper-cased: what a card without a photo shows on the accent colour.
    package var cityInitial: String {
        cityName.first.map { String($0).uppercased() } ?? ""
    }

    /// The first letter of the place's own name, upper-cased: what a card without a photo shows.
    package var initial: String {
        name.first(where: \.isLetter).map { String($0).uppercased() } ?? cityInitial
    }
    /// A hue (0–359) of its own, from its id: a card without a photo is drawn in it, so that places side by side
    /// without photos look different; the same place keeps its colour from build to build.
    package var hue: Int {
        // FNV-1a over the id's UTF-8: stable across runs, unlike `Hasher`.
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % 360)
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("id", \.id),
        .field("cityInitial", \.cityInitial),
        .field("initial", \.initial),
        .field("hue", \.hue),
        .field("name", \.name),
        .field("cityName", \.cityName),
        .field("cityURL", \.cityURL),
        .field("url", \.url),
        .field("thumbnail", \.lazyThumbnail),
        .field("hasThumbnail") { $0.lazyThumbnail != nil },
        .field("link", \.link),
        .field("coordinatesText", \.coordinatesText),
        .field("position", \.position),
    ])
}

import Parallelism

/// Every place's card as `generate` makes it once and hands to each page that shows it: a dated trip shows each card
/// three times (its city's page, `/days/`, its day's page), and what a card holds but its links is the same on all
/// of them.
///
/// Only `generate` keeps one (``SiteContentPageSource``): under `serve` each page reads a card's fields itself, so
/// that Observation learns what the page read.
package final class PlaceCardStore: Sendable {
    /// The cards made so far, by the place's offset in list order.
    private let cards: Locked<[PlaceCardParts?]>
    /// The places' leg texts made so far (``PageBuilder/legText(ofPlace:)``): `/days/` and the day pages show them.
    private let legTexts: Locked<[String?]>

    /// A store for `placeCount` places, empty.
    package init(placeCount: Int) {
        cards = Locked([PlaceCardParts?](repeating: nil, count: placeCount))
        legTexts = Locked([String?](repeating: nil, count: placeCount))
    }

    /// The card of the place at `index`, made by `make` the first time it is asked for.
    func card(_ index: Int, make: () -> PlaceCardParts) -> PlaceCardParts {
        Self.value(at: index, in: cards, make: make)
    }

    /// The leg text of the place at `index`, made by `make` the first time it is asked for.
    func legText(_ index: Int, make: () -> String) -> String {
        Self.value(at: index, in: legTexts, make: make)
    }

    /// The value at `index` of `values`, made by `make` when there is none yet (outside the lock). Two pages asking
    /// at once may both make it: the values are equal, and the first one kept is the one handed out after.
    private static func value<Value: Sendable>(at index: Int, in values: Locked<[Value?]>, make: () -> Value) -> Value {
        if let value = values.withLock({ $0[index] }) { return value }
        let made = make()
        return values.withLock { stored in
            if let value = stored[index] { return value }
            stored[index] = made
            return made
        }
    }
}

/// What a place's card shows, its links and its thumbnail's files from one page (the site root, when a store keeps
/// it for every page): ``card(prefix:)`` makes the card of a page whose links start with a prefix more.
struct PlaceCardParts: Sendable {
    let id: String
    let name: String
    let cityName: String
    /// The city's page (`cities/bukhara/` from the site root).
    let cityLink: String
    /// The place's page (`locations/ark/` from the site root).
    let link: String
    /// The thumbnail.
    let thumbnail: ImageViewModel?
    let externalLink: String?
    let coordinatesText: String
    let position: String

    /// The card with each link prefixed by `prefix` (`../../`; `""`, the card as it is).
    func card(prefix: String) -> PlaceCardViewModel {
        PlaceCardViewModel(
            id: id, name: name, cityName: cityName, cityURL: prefix.isEmpty ? cityLink : prefix + cityLink,
            url: prefix.isEmpty ? link : prefix + link, thumbnail: thumbnail.map { $0.rooted(at: prefix) }, link: externalLink,
            coordinatesText: coordinatesText, position: position)
    }
}

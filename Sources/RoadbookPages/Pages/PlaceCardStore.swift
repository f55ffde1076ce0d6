import Parallelism

/// What every place's card says, as `generate` makes it once and hands to each page that shows it: a dated trip shows
/// each card three times (its city's page, `/days/`, its day's page) and its place's page says the same coordinates,
/// "3 of 12" and leg text. The thumbnail is made by each page: kept, 10,000 of them held 25 MiB more at the build's
/// peak (the second stage, before the city and day pages). With them, the trip's words that many places share: a
/// day's label, the texts of a distance.
///
/// Only `generate` keeps one (``SiteContentPageSource``): under `serve` each page reads a card's fields itself, so
/// that Observation learns what the page read.
package final class PlaceCardStore: Sendable {
    /// The cards made so far, by the place's offset in list order.
    private let cards: Locked<[PlaceCardTexts?]>
    /// The places' leg texts made so far (``PageBuilder/legText(ofPlace:)``): `/days/` and the day pages show them.
    private let legTexts: Locked<[String?]>
    /// Each day's label for its places without a time of visit (``PageBuilder/dayLabel(ofPlace:)``), by day number:
    /// the same for every such place of the day.
    private let dayLabels = Locked([Int: String]())
    /// The distances' texts as functions of their number (``StringTable/filler(_:placeholder:)``), by key: filled in
    /// for every leg and day, each was the key looked up and its message filled from a dictionary.
    private let fillers = Locked([String: @Sendable (String) -> String]())
    /// The legs' texts as functions of their distance and place (``LegTextFiller``), by key.
    private let legFillers = Locked([String: LegTextFiller]())
    /// The site's tagline (``PageBuilder/tagline``), the description of every page without a text of its own: each
    /// day's page made it again (20,000 instructions: three counted phrases and a message).
    private let keptTagline = Locked<String?>(nil)
    /// Each day's title (`trip.dayTitle`), by day number (``dayTitle(_:make:)``).
    private let dayTitles = Locked([Int: String]())
    /// Each day's page's link from the site root, by the day's offset (``dayLink(_:make:)``).
    private let dayLinks = Locked([Int: String]())
    /// Texts without placeholders, by key (``text(_:make:)``).
    private let texts = Locked([String: String]())
    /// The key under which ``text(_:make:)`` keeps `/days/`'s link from the site root (not a strings table key).
    static let daysLinkKey = "link:days"
    /// The `<img src>` file of each place's card thumbnail, its URL from the site root: `/days/` and the day's page
    /// each made it (18 M instructions at 2,000 places), the rest of the thumbnail is not kept (see above).
    private let thumbnailSources: Locked<[ThumbnailSource?]>

    /// A store for `placeCount` places, empty.
    package init(placeCount: Int) {
        cards = Locked([PlaceCardTexts?](repeating: nil, count: placeCount))
        legTexts = Locked([String?](repeating: nil, count: placeCount))
        thumbnailSources = Locked([ThumbnailSource?](repeating: nil, count: placeCount))
    }

    /// A thumbnail's `<img src>` file: its URL from the site root and its size.
    struct ThumbnailSource: Sendable {
        let url: String
        let width: Int
        let height: Int
    }

    /// Where the thumbnail source of one place is kept, for its card's thumbnail (``CardThumbnail``) to make once.
    struct ThumbnailSlot: Sendable {
        let store: PlaceCardStore
        let index: Int

        /// The place's thumbnail source, made by `make` (with the site root as root) the first time it is asked for.
        func source(make: () -> (url: String, width: Int, height: Int)) -> ThumbnailSource {
            PlaceCardStore.value(at: index, in: store.thumbnailSources) {
                let made = make()
                return ThumbnailSource(url: made.url, width: made.width, height: made.height)
            }
        }
    }

    /// The slot of the place at `index`'s thumbnail source.
    func thumbnailSlot(_ index: Int) -> ThumbnailSlot {
        ThumbnailSlot(store: self, index: index)
    }

    /// The card texts of the place at `index`, made by `make` the first time they are asked for.
    func card(_ index: Int, make: () -> PlaceCardTexts) -> PlaceCardTexts {
        Self.value(at: index, in: cards, make: make)
    }

    /// The leg text of the place at `index`, made by `make` the first time it is asked for.
    func legText(_ index: Int, make: () -> String) -> String {
        Self.value(at: index, in: legTexts, make: make)
    }

    /// The label of day `number` for a place without a time, made by `make` the first time it is asked for.
    func dayLabel(_ number: Int, make: () -> String) -> String {
        Self.value(for: number, in: dayLabels, make: make)
    }

    /// The text of `key` as a function of its one placeholder, made by `make` the first time it is asked for.
    func filler(_ key: String, make: () -> @Sendable (String) -> String) -> @Sendable (String) -> String {
        Self.value(for: key, in: fillers, make: make)
    }

    /// The filler of the leg text `key`, made by `make` the first time it is asked for.
    func legFiller(_ key: String, make: () -> LegTextFiller) -> LegTextFiller {
        Self.value(for: key, in: legFillers, make: make)
    }

    /// The text of `key` without placeholders, made by `make` the first time it is asked for: the trip's entry in
    /// every page's navigation (`trip.nav`) and its link from the site root (``daysLinkKey``) were made for each page.
    func text(_ key: String, make: () -> String) -> String {
        Self.value(for: key, in: texts, make: make)
    }

    /// The link from the site root to the page of the day at `offset`, made by `make` the first time it is asked
    /// for: the day's places' pages, `/days/`, its own page and its neighbours' link to it.
    func dayLink(_ offset: Int, make: () -> String) -> String {
        Self.value(for: offset, in: dayLinks, make: make)
    }

    /// The title of day `number` (`"Day 3"`), made by `make` the first time it is asked for: `/days/`, the day's
    /// page and its neighbours' pages show it.
    func dayTitle(_ number: Int, make: () -> String) -> String {
        Self.value(for: number, in: dayTitles, make: make)
    }

    /// The site's tagline, made by `make` the first time it is asked for.
    func tagline(make: () -> String) -> String {
        Self.memoized(in: keptTagline, get: { $0 }, set: { $0 = $1 }, make: make)
    }

    /// The value of `key` in `values`, made by `make` when there is none yet, as ``value(at:in:make:)``.
    private static func value<Key: Hashable & Sendable, Value: Sendable>(
        for key: Key, in values: Locked<[Key: Value]>, make: () -> Value
    ) -> Value {
        memoized(in: values, get: { $0[key] }, set: { $0[key] = $1 }, make: make)
    }

    /// The value at `index` of `values`, made by `make` when there is none yet (outside the lock).
    private static func value<Value: Sendable>(at index: Int, in values: Locked<[Value?]>, make: () -> Value) -> Value {
        memoized(in: values, get: { $0[index] }, set: { $0[index] = $1 }, make: make)
    }

    /// The value `get` reads from `values`, made by `make` (outside the lock) and kept by `set` when there is none
    /// yet. Two pages asking at once may both make it: the values are equal, and the first one kept is the one
    /// handed out after.
    private static func memoized<Store: Sendable, Value: Sendable>(
        in values: Locked<Store>, get: (Store) -> Value?, set: (inout Store, Value) -> Void, make: () -> Value
    ) -> Value {
        if let value = values.withLock({ get($0) }) { return value }
        let made = make()
        return values.withLock { stored in
            if let value = get(stored) { return value }
            set(&stored, made)
            return made
        }
    }
}

/// What a place's card says on every page: its links from the site root, which a page prefixes with its way back to
/// the root (``RelativeURL/link(to:rootPrefix:)`` is that prefix and the link from the root), and the texts of the
/// language.
struct PlaceCardTexts: Sendable {
    /// The city's page from the site root (`cities/bukhara/`).
    let cityLink: String
    /// The place's page from the site root (`locations/ark/`).
    let link: String
    /// `"39.7747° N, 64.4286° E"`.
    let coordinatesText: String
    /// `"3 of 12"`.
    let position: String
}

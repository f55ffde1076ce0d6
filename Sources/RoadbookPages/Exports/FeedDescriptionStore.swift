import Parallelism

/// The descriptions of the feed's places (``TripExports/feedPlaces``) as their own pages rendered them, kept by
/// `generate` for the feed, which is written after the place pages: rendered again from the site root, its 50
/// descriptions were a twentieth of what a dated trip adds to a build (29 M instructions at 2,000 places).
///
/// A page's description is kept only when nothing in it is written from the page's way back to the site root (no
/// link to a page or image of the site): then the page's HTML is the HTML from the root, to the byte. Only
/// `generate` keeps one (``SiteContentPageSource``, for a dated trip); under `serve` the feed renders each itself.
package final class FeedDescriptionStore: Sendable {
    /// The places the feed holds, made the first time a place page asks.
    private let places: Locked<Set<Int>?>
    /// The kept descriptions' HTML, by the place's offset in list order.
    private let kept: Locked<[Int: String]>

    /// An empty store.
    package init() {
        places = Locked(nil)
        kept = Locked([:])
    }

    /// Keeps `html`, the description of the place at `index` as a page `root` away from the site root rendered it,
    /// when the feed holds the place (`feedPlaces`, asked once) and the HTML has nothing written from `root`.
    func keep(_ html: String, ofPlace index: Int, root: String, feedPlaces: () -> [Int]) {
        let places = places.withLock { known in
            if let known { return known }
            let made = Set(feedPlaces())
            known = made
            return made
        }
        guard places.contains(index), root.isEmpty || !Self.holds(html, root) else { return }
        kept.withLock { $0[index] = html }
    }

    /// Whether `text` holds `part`, looked for in their UTF-8 (``TripExports/find(_:in:from:)``): `String`'s own
    /// `contains` went through `NSString`, 900,000 instructions a description.
    static func holds(_ text: String, _ part: String) -> Bool {
        var text = text
        let needle = Array(part.utf8)
        return text.withUTF8 { TripExports.find(needle, in: $0, from: 0) != nil }
    }

    /// The description kept for the place at `index`, if any.
    func html(ofPlace index: Int) -> String? {
        kept.withLock { $0[index] }
    }
}

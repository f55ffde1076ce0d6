import Foundation
import Parallelism
import RoadbookContent
import RoadbookMarkdown

/// Each place's description as the exports write it (``TripExports``: one line of plain text), kept by its
/// Markdown, file and Markdown options, for the whole run.
///
/// The place's page, which renders the description anyway, leaves the text here (``keep(_:of:config:)``), so
/// `trip.gpx`, built after the pages, parses no description a second time (that was a tenth of a 10,000-place
/// `generate`); under `serve` an edit of one place makes that one text again, not every one of the site. The links
/// of a page's HTML start with its own root (`../../`), but only attributes hold them: the text is the same.
enum DescriptionPlainTexts {
    /// The exports' text of a description rendered into `html` (for any page, with its heading links).
    static func text(ofRendered html: String) -> String {
        TripExports.tidy(RenderedMarkdown(html: TripExports.withoutHeadingLinks(html), diagnostics: [], headingIDs: []).plainText)
    }

    /// The text kept for `place` under `config`'s Markdown options, when one is.
    static func known(_ place: any PlaceRecord, config: SiteConfig) -> String? {
        let key = Key(place, config: config)
        return texts.withLock { $0[key] }
    }

    /// Keeps `text` for `place` under `config`'s Markdown options.
    static func keep(_ text: String, of place: any PlaceRecord, config: SiteConfig) {
        let key = Key(place, config: config)
        texts.withLock { texts in
            if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
    }

    /// What a description's text is made of: the Markdown, the file it is in and the Markdown options (links are
    /// written as their text), as bytes. Hashed at once: `[UInt8]`'s own hashing feeds the hasher byte by byte, and
    /// a `String` key is hashed in normalized form; either was a thirtieth of a 10,000-place build.
    private struct Key: Hashable {
        let bytes: [UInt8]

        init(_ place: any PlaceRecord, config: SiteConfig) {
            let options = "\(config.markdown.smart ? 1 : 0)\(config.markdown.unsafeHTML ? 1 : 0)"
            bytes = Array((options + (place.source?.path ?? place.id) + "\u{0}" + place.description).utf8)
        }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private static let texts = Locked<[Key: String]>([:])
    /// The descriptions kept at most; the store starts again empty past it.
    private static let limit = 50_000
}

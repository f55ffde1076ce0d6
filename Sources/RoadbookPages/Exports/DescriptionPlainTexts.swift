import Escaping
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
    ///
    /// From bytes to bytes, one string at the end: a string for the HTML without its heading links and one for its
    /// text, each checked as UTF-8, were a fiftieth of a build. The text is written straight into the string's
    /// storage with its white space already tidied (``RenderedMarkdown/tidyTextUTF8(ofHTML:into:)``, the same as
    /// ``TripExports/tidy(_:)`` of the text): an array of the text between, read again to tidy it, was a thirtieth.
    static func text(ofRendered html: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            TripExports.withoutHeadingLinks(utf8: bytes).map { $0.withUnsafeBufferPointer(tidyText(ofHTML:)) } ?? tidyText(ofHTML: bytes)
        }
    }

    /// The tidied text of the HTML `bytes`: written into a buffer as long as the HTML (the text is never longer),
    /// then copied into a string of its own length. Every place's text is kept until `trip.gpx` and the search index
    /// are written, and strings with the HTML's length held a third more than the texts (+7 MiB at the peak of a
    /// 10,000-place build).
    private static func tidyText(ofHTML bytes: UnsafeBufferPointer<UInt8>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            let count = RenderedMarkdown.tidyTextUTF8(ofHTML: bytes, into: buffer)
            return UTF8Text.string(repairing: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
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

    /// What a description's text is made of: the Markdown (its holder, ``PlaceDescription``), the file it is in
    /// and the Markdown options (links are written as their text). It holds the place's own description, not a copy
    /// (a copy of every description was 30 MB at 10,000 places), and never reads it while it is the same holder:
    /// `generate` lets each description's Markdown go once its page is built, and the holder keeps the text instead
    /// (``PlaceDescription/exportedText``), which the exports read first. Two holders (`serve`'s place loaded again) are compared by their bytes (``==``): a `String` is
    /// compared in normalized form, slowly, and two spellings of the same text that `==` calls equal may render to
    /// different bytes.
    private struct Key: Hashable {
        let options: UInt8
        let path: String
        let description: PlaceDescription

        init(_ place: any PlaceRecord, config: SiteConfig) {
            options = (config.markdown.smart ? 1 : 0) | (config.markdown.unsafeHTML ? 2 : 0)
            path = place.source?.path ?? place.id
            description = place.descriptionBody
        }

        /// Hashes the path, the Markdown's length and the hash of its ends (``PlaceDescription/endsHash``), not all of
        /// it. Two keys of one path and length that differ only in the middle share a bucket, and ``==`` (all the
        /// bytes) tells them apart.
        func hash(into hasher: inout Hasher) {
            hasher.combine(options)
            Self.withBytes(path) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(0xFF as UInt8)
            hasher.combine(description.length)
            hasher.combine(description.endsHash)
        }

        /// The same holder, or two holders of the same bytes while both hold their Markdown: a holder that let its
        /// Markdown go is equal only to itself.
        static func == (left: Key, right: Key) -> Bool {
            guard left.options == right.options, sameBytes(left.path, right.path) else { return false }
            if left.description === right.description { return true }
            guard left.description.length == right.description.length, left.description.endsHash == right.description.endsHash,
                let leftText = left.description.heldMarkdown, let rightText = right.description.heldMarkdown
            else { return false }
            return sameBytes(leftText, rightText)
        }

        /// Whether `left` and `right` are the same bytes; at once when they are the same storage.
        private static func sameBytes(_ left: String, _ right: String) -> Bool {
            withBytes(left) { leftBytes in
                withBytes(right) { rightBytes in
                    leftBytes.count == rightBytes.count
                        && (leftBytes.count == 0 || leftBytes.baseAddress == rightBytes.baseAddress
                            || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
                }
            }
        }

        /// Calls `body` with the UTF-8 of `text` (its own storage for a native string; a copy only for a bridged one).
        private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            var text = text
            return text.withUTF8(body)
        }
    }

    private static let texts = Locked<[Key: String]>([:])
    /// The descriptions kept at most; the store starts again empty past it.
    private static let limit = 50_000
}

import Escaping
import Foundation
import Parallelism
import RoadbookContent
import RoadbookMarkdown

/// The trip's files for other programs: `/trip.ics` (``ICalendarWriter``), `/trip.gpx` (``GPXWriter``) and
/// `/feed.xml` (``AtomFeedWriter``), made from the pages' source.
///
/// Each is written only when it has something to hold: the calendar when a place has a date or a todo a due date,
/// the feed when a place has a date, the GPX file when there are places. An empty calendar or feed would be a
/// subscription that never shows anything; the pages link only to the files that exist.
package struct TripExports: Sendable {
    /// The calendar's output path.
    package static let calendarPath = "trip.ics"
    /// The GPX file's output path.
    package static let gpxPath = "trip.gpx"
    /// The feed's output path.
    static let feedPath = "feed.xml"
    /// Every path an export may have.
    package static let allPaths = [calendarPath, gpxPath, feedPath]

    /// Builds the page paths and renders the descriptions.
    let builder: PageBuilder
    private var source: any PageSource { builder.source }
    private var schedule: TripSchedule { TripSchedule(source: source) }

    /// The exports of the site `builder` builds.
    package init(builder: PageBuilder) {
        self.builder = builder
    }

    /// Which exports the site has, by their output paths.
    package var paths: [String] {
        let hasDates = source.hasTripDates
        let hasDue = schedule.hasDueTodos
        return (hasDates || hasDue ? [Self.calendarPath] : []) + (source.placeCount > 0 ? [Self.gpxPath] : [])
            + (hasDates ? [Self.feedPath] : [])
    }

    /// The bytes of the export at `path`; nil when the site does not have it.
    func file(at path: String) -> Data? {
        bytes(at: path).map { Data($0) }
    }

    /// The UTF-8 of the export at `path`; nil when the site does not have it.
    package func bytes(at path: String) -> [UInt8]? {
        guard paths.contains(path) else { return nil }
        var whole: [UInt8] = []
        write(path) { whole += $0 }
        return whole
    }

    /// The UTF-8 of the export at `path` (one of ``allPaths``, which the site has: ``paths``), handed to `emit` in
    /// pieces, in order: `generate` writes each to the file as it comes, so neither the calendar nor the GPX file
    /// (31 and 44 MB at 10,000 places) is ever whole in memory.
    package func write(_ path: String, to emit: ([UInt8]) -> Void) {
        switch path {
        case Self.calendarPath: writeCalendar(emit)
        case Self.gpxPath: writeGPX(emit)
        case Self.feedPath: emit(Array(feed.utf8))
        default: break
        }
    }

    /// The calendar's UTF-8, handed to `emit` in pieces, in order (``ICalendarWriter/write(events:todos:to:)``).
    func writeCalendar(_ emit: ([UInt8]) -> Void) {
        let places = datedPlaces
        // Made once: the site's title slugged for every event was a fifth of the calendar's time.
        let domain = uidDomain
        // Read once: `hasAbsoluteBaseURL` parses the address (2,500 instructions), for every event it was a tenth of
        // making them.
        let absolute = config.hasAbsoluteBaseURL
        let events = ConcurrentWork.map(places.count) { offset in
            let (index, date) = places[offset]
            let place = source.place(index)
            return CalendarEvent(
                uid: "place-\(place.id.lowercased())@\(domain)", summary: place.name, description: plainText(of: place),
                location: place.cityName, url: absolute ? url(of: .place(index)) : nil,
                latitude: place.coordinates.latitude, longitude: place.coordinates.longitude, start: date)
        }
        let todos = (0..<source.todoCount).compactMap { index -> CalendarTodo? in
            let todo = source.todo(index)
            guard let due = schedule.due(of: todo) else { return nil }
            let notes = todo.notes.map { source.markdown.render($0, context: MarkdownContext(sourcePath: source.todoSourcePath, firstLine: 1, rootPrefix: "")).plainText }
            return CalendarTodo(
                uid: "todo-\(todo.urlID)@\(domain)", summary: todo.title, description: Self.tidy(notes ?? ""), due: due,
                isCompleted: todo.isCompleted)
        }
        let latest = (places.map(\.date) + todos.map(\.due)).max() ?? TripDate(year: 1970, month: 1, day: 1)
        let stamp = TripDate(year: latest.year, month: latest.month, day: latest.day)
        ICalendarWriter(name: config.title, stamp: stamp).write(events: events, todos: todos, to: emit)
    }

    /// The GPX file's UTF-8, handed to `emit` in pieces, in order (``GPXWriter/write(waypoints:route:tracks:to:)``).
    func writeGPX(_ emit: ([UInt8]) -> Void) {
        let descriptions = ConcurrentWork.map(source.placeCount) { plainText(of: source.place($0)) }
        let waypoints = (0..<source.placeCount).map { index in
            let place = source.place(index)
            return GPXWaypoint(
                latitude: place.coordinates.latitude, longitude: place.coordinates.longitude, name: place.name,
                city: place.cityName, description: descriptions[index], link: url(of: .place(index)))
        }
        GPXWriter(name: config.title, homeLink: url(of: .home)).write(waypoints: waypoints, route: waypoints, tracks: schedule.tracks, to: emit)
    }

    /// How many entries the feed holds at most: the newest dated places. A feed reader fetches the whole file each
    /// time it looks (often hourly), and shows the latest entries; a feed of every place of a long trip would be
    /// megabytes (35 MB at 10,000 places) that no reader shows.
    static let feedEntryLimit = 50

    /// The places the feed holds, by index, newest first: the dated places, at most ``feedEntryLimit`` of them.
    package var feedPlaces: [Int] { newestDatedPlaces.map(\.index) }

    /// Newest first, places of one date in trip order (as a stable sort by date leaves them): the offsets sorted by
    /// each date's ordering number, made once (sorting the places themselves by their dates moved and compared
    /// dates: 5,500 instructions a place, twice a build).
    private var newestDatedPlaces: [(index: Int, date: TripDate)] {
        let places = datedPlaces
        let keys = places.map(\.date.order)
        let newest = places.indices.sorted { keys[$0] != keys[$1] ? keys[$0] > keys[$1] : $0 < $1 }
        return newest.prefix(Self.feedEntryLimit).map { places[$0] }
    }

    /// The feed's text: the dated places, newest first, at most ``feedEntryLimit`` of them.
    var feed: String {
        let newestFirst = newestDatedPlaces
        // Made once for every entry, as the calendar makes them (the site's title slugged, the address parsed).
        let (domain, absolute) = (uidDomain, config.hasAbsoluteBaseURL)
        let entries = ConcurrentWork.map(newestFirst.count) {
            entry(place: newestFirst[$0].index, date: newestFirst[$0].date, domain: domain, absolute: absolute)
        }
        let home = url(of: .home)
        let feedID = config.hasAbsoluteBaseURL ? home : Self.uuidURN(for: "feed \(uidDomain)")
        return AtomFeedWriter(
            id: feedID, title: config.title, author: config.title,
            selfLink: config.hasAbsoluteBaseURL ? home + Self.feedPath : Self.feedPath, homeLink: home, language: config.language
        ).xml(entries: entries)
    }

    private var config: SiteConfig { source.config }

    /// The places with a date, by index in trip order.
    private var datedPlaces: [(index: Int, date: TripDate)] { schedule.datedPlaces }

    /// The feed's entry of the place at `index`; `domain` is ``uidDomain``, `absolute` whether the site has an
    /// absolute address.
    private func entry(place index: Int, date: TripDate, domain: String, absolute: Bool) -> FeedEntry {
        let place = source.place(index)
        let html = source.feedDescriptions?.html(ofPlace: index).map(Self.withoutHeadingLinks) ?? description(of: place).html
        var content = ""
        if let name = place.imageNames.first, let image = source.publishedImages[name] {
            let alt = place.imageTexts.first?.alt ?? place.name
            content += "<p><img src=\"\(HTMLEscaper.escape(SiteDocuments.photoPath(image)))\" alt=\"\(HTMLEscaper.escape(alt))\"></p>\n"
        }
        content += html
        let link = url(of: .place(index))
        return FeedEntry(
            id: absolute ? link : Self.uuidURN(for: "place \(place.id.lowercased()) \(domain)"),
            title: place.name, updated: date.rfc3339, link: link,
            summary: PlainTextSummary.firstSentence(ofHTML: html), contentHTML: content)
    }

    /// The description's text, from the place's page when it left it (in the description's holder, once `generate`
    /// let the Markdown go, or in ``DescriptionPlainTexts``), else rendered.
    private func plainText(of place: any PlaceRecord) -> String {
        if let left = place.descriptionBody.exportedText { return left }
        if let known = DescriptionPlainTexts.known(place, config: config) { return known }
        let text = DescriptionPlainTexts.text(ofRendered: builder.renderDescription(of: place, root: "").html)
        DescriptionPlainTexts.keep(text, of: place, config: config)
        return text
    }

    /// The place's description rendered with links from the site root, without the `#` link after each heading
    /// (a page's own, which means nothing in a calendar, a GPS app or a feed reader). The feed takes the one its page
    /// rendered, where `generate` kept it (``FeedDescriptionStore``).
    private func description(of place: any PlaceRecord) -> RenderedMarkdown {
        let rendered = builder.renderDescription(of: place, root: "")
        return RenderedMarkdown(html: Self.withoutHeadingLinks(rendered.html), diagnostics: rendered.diagnostics, headingIDs: rendered.headingIDs)
    }

    /// `html` without the `#` link the renderer writes after each heading.
    static func withoutHeadingLinks(_ html: String) -> String {
        var html = html
        guard let kept = html.withUTF8(withoutHeadingLinks(utf8:)) else { return html }
        return UTF8Text.string(repairing: kept)
    }

    /// The UTF-8 HTML `bytes` without the `#` link after each heading; nil when there is none.
    static func withoutHeadingLinks(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard var start = Self.findHeadingLink(in: bytes, from: 0) else { return nil }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var copied = 0
        while true {
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            guard let end = Self.find(Self.anchorEndBytes, in: bytes, from: start) else {
                copied = start
                break
            }
            copied = end + 4
            guard let next = Self.findHeadingLink(in: bytes, from: copied) else { break }
            start = next
        }
        kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return kept
    }

    /// Where the first heading link (``headingAnchorStart``) starts in `bytes` at or after `start`: found by its `<`
    /// and then the space before it (looking for the space first stopped at every gap between two words).
    private static func findHeadingLink(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var from = start + 1
        while let tag = find(headingAnchorTagBytes, in: bytes, from: from) {
            if bytes[tag - 1] == UInt8(ascii: " ") { return tag - 1 }
            from = tag + 1
        }
        return nil
    }

    /// Where `needle` first starts in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            guard let found = memchr(base + index, Int32(first), bytes.count - index) else { return nil }
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            guard position + needle.count <= bytes.count else { return nil }
            if memcmp(base + position, needle, needle.count) == 0 { return position }
            index = position + 1
        }
        return nil
    }

    /// How the renderer's link after a heading starts.
    private static let headingAnchorStart = " <a class=\"anchor\" href=\"#"
    /// ``headingAnchorStart``'s bytes after its space, and those of the end of the link, made once.
    private static let headingAnchorTagBytes = Array(headingAnchorStart.utf8.dropFirst()), anchorEndBytes = Array("</a>".utf8)

    /// `text` with its runs of white space (Unicode's White_Space: ASCII's, U+0085, no-break and typographic
    /// spaces, line and paragraph separators) as one space and none at either end. Read byte by byte: splitting
    /// into `Character`s and asking each whether it is white space took a quarter of a 10,000-place build.
    static func tidy(_ text: String) -> String {
        var text = text
        return text.withUTF8(tidy(utf8:))
    }

    /// ``tidy(_:)`` of the UTF-8 text `bytes`. Byte by byte into the string's storage: printable ASCII (most of a
    /// text) is copied with one comparison, and only a byte that may start white space is decoded (``WhiteSpace``).
    static func tidy(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        // At most as long as `text`: each run of white space becomes one space or none. Written into a buffer and
        // copied once checked (``UTF8Text``): the string's own initializer checks its bytes at ten instructions each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { out in
            var written = 0
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte &- 0x21 >= 0x5E {
                    let width = WhiteSpace.width(bytes, at: index)
                    if width > 0 {
                        pendingSpace = written > 0
                        index += width
                        continue
                    }
                }
                if pendingSpace {
                    out[written] = UInt8(ascii: " ")
                    written += 1
                    pendingSpace = false
                }
                out[written] = byte
                written += 1
                index += 1
            }
            return UTF8Text.string(repairing: UnsafeBufferPointer(rebasing: out[..<written]))
        }
    }

    /// The page's URL: absolute under an absolute `baseURL`, else relative to the site root (where the exports are).
    private func url(of kind: PageKind) -> String {
        let relative = RelativeURL.encoded(builder.sitePath(of: kind))
        guard config.hasAbsoluteBaseURL, let base = config.baseURL else { return relative.isEmpty ? "./" : relative }
        return (base.hasSuffix("/") ? base : base + "/") + relative
    }

    /// The right side of every UID: the host of an absolute `baseURL`, else the slug of the site's title
    /// (`roadbook` when it has none).
    var uidDomain: String {
        if config.hasAbsoluteBaseURL, let base = config.baseURL, let host = URLComponents(string: base)?.host, !host.isEmpty {
            return host.lowercased()
        }
        let slug = Slugifier.slug(from: config.title)
        return slug.isEmpty ? "roadbook" : slug
    }

    /// A `urn:uuid:` that is the same for the same `name` in every build (the digest of the name, with the
    /// version and variant bits of a UUID version 8).
    static func uuidURN(for name: String) -> String {
        var first = StableDigest()
        first.add(name)
        var second = StableDigest()
        second.add("roadbook " + name)
        let hex = Array(first.hex + second.hex)
        var digits = hex
        digits[12] = "8"
        digits[16] = ["8", "9", "a", "b"][Int(String(hex[16]), radix: 16)! % 4]
        let text = String(digits)
        func part(_ from: Int, _ to: Int) -> String { String(text.dropFirst(from).prefix(to - from)) }
        return "urn:uuid:\(part(0, 8))-\(part(8, 12))-\(part(12, 16))-\(part(16, 20))-\(part(20, 32))"
    }
}

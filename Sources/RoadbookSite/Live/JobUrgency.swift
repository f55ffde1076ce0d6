import RoadbookPages

/// Which of the jobs an edit made due run before the browser is told (``LiveJobSet/update(_:isNew:paths:inputs:urgency:)``);
/// the others run just after (``LiveJobSet/runDeferred(_:_:)``), while the page is already served.
struct JobUrgency: Sendable {
    /// The pages that run at once, all others left for later; nil: every page, and every document, runs at once.
    let pages: Set<PageKind>?

    /// Every page and document runs at once; only the search index and the trip's exports (built whole, a second
    /// each at 10,000 places) wait.
    static let pagesFirst = JobUrgency(pages: nil)

    /// Only `pages` (the edited places' own), the files they load (images, the theme, `static/`) and the map data
    /// (`locations.geojson`, when what it reads changed and no place moved in the list: a place renamed is seen on
    /// the maps at once) run at once; the lists, the neighbours, the days, the other documents, the exports and the
    /// search index wait.
    static func only(_ pages: Set<PageKind>) -> JobUrgency {
        JobUrgency(pages: pages)
    }

    /// The offsets of the place pages that run at once; nil when every page does.
    var placeOffsets: Set<Int>? {
        pages.map { pages in Set(pages.compactMap { if case .place(let offset) = $0 { offset } else { nil } }) }
    }

    /// Whether `job` runs before the browser is told, after an edit that moved places in the list or not
    /// (`pagesMoved`): then the map data waits too (it is built whole, 40–70 ms at 10,000 places, and a date edit's
    /// page would wait for it).
    func isUrgent(_ job: OutputJob, pagesMoved: Bool) -> Bool {
        switch job {
        case .page(let kind): pages?.contains(kind) ?? true
        case .geoJSON: pages == nil || !pagesMoved
        case .trackGeoJSON, .sitemap: pages == nil
        case .image, .themeAsset, .staticFile, .offlineFiles: true
        case .searchIndex, .tripExport: false
        }
    }
}

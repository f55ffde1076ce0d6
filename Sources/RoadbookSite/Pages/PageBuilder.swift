import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown

/// Builds the page view model of every page from the site's models: pure functions of the content, no I/O.
///
/// Work shared by many pages (place cards, pins, neighbours) is prepared once in `init`; `page(_:)` is safe to
/// call from many threads at once.
public struct PageBuilder: Sendable {
    /// What the pages read.
    public let source: any PageSource
    /// The theme's words in the site's language.
    private var strings: StringTable { source.strings }
    private let baseURL: String?

    /// The ids the built-in theme puts on its pages, all `rb-` prefixed so a todo id (the id of its row) does not
    /// meet one by chance; a Markdown heading never takes one of them.
    static let themeIDs: Set<String> = [
        "rb-main", "rb-map-pin", "rb-map-grid", "rb-progress-heading", "rb-map-heading", "rb-places-heading",
        "rb-completion-heading", "rb-cities-heading",
    ]

    /// Prepares the pages of `content`, its images published as `images` says (by default, copied as they are).
    public init(content: SiteContent, images: [String: PublishedImage]? = nil) {
        self.init(source: SiteContentPageSource(content: content, images: images))
    }

    /// Prepares the pages of `source`; reads nothing of it but the base URL until a page is built.
    public init(source: any PageSource) {
        self.source = source
        if let base = source.config.baseURL, !base.isEmpty {
            baseURL = base.hasSuffix("/") ? base : base + "/"
        } else {
            baseURL = nil
        }
    }

    /// The site path an image is copied to: `images/<file name>`.
    public static func imageSitePath(_ asset: ImageAsset) -> String {
        PublishedImage.originalSitePath(of: asset)
    }

    /// Every page of the site, the largest first (so parallel rendering ends together).
    public var allPages: [PageKind] {
        [.locationList, .home, .todoList, .stats, .notFound]
            + (0..<source.placeCount).map { PageKind.location($0) }
            + (0..<source.todoCount).map { PageKind.todo($0) }
    }

    /// The site path of a page (`""`, `todos/`, `locations/colosseum/`, `404.html`).
    public func sitePath(of kind: PageKind) -> String {
        switch kind {
        case .home: ""
        case .todoList: "todos/"
        case .todo(let index): "todos/\(source.todo(index).urlID)/"
        case .locationList: "locations/"
        case .location(let index): "locations/\(source.place(index).id)/"
        case .stats: "stats/"
        case .notFound: "404.html"
        }
    }

    /// Where a page is, and how its links reach the site root: as deep as its site path, except the 404 page, which
    /// a server shows at any depth, so its links start from the base URL's path when there is one.
    public func path(of kind: PageKind) -> PagePath {
        let sitePath = sitePath(of: kind)
        return kind == .notFound ? PagePath(sitePath: sitePath, rootPrefix: source.config.basePath ?? "") : PagePath(sitePath: sitePath)
    }

    /// The output file of a page, relative to the output folder (`locations/colosseum/index.html`).
    public func outputPath(of kind: PageKind) -> String {
        PagePath(sitePath: sitePath(of: kind)).outputPath
    }

    /// Builds one page.
    public func page(_ kind: PageKind) -> BuiltPage {
        let path = path(of: kind)
        var diagnostics: [Diagnostic] = []
        let model: any MustacheRepresentable
        let template: String
        switch kind {
        case .home: (model, template) = (home(at: path), "home")
        case .todoList: (model, template) = (todoList(at: path), "todos")
        case .todo(let index): (model, template) = (todo(index, at: path, &diagnostics), "todo")
        case .locationList: (model, template) = (locationList(at: path), "locations")
        case .location(let index): (model, template) = (location(index, at: path, &diagnostics), "location")
        case .stats: (model, template) = (stats(at: path), "stats")
        case .notFound: (model, template) = (notFound(at: path), "404")
        }
        return BuiltPage(
            outputPath: path.outputPath, sitePath: path.sitePath, template: template, viewModel: model, diagnostics: diagnostics)
    }

    /// The relative link from a page whose links start with `root` to the page `kind`.
    private func link(to kind: PageKind, root: String) -> String {
        RelativeURL.link(to: sitePath(of: kind), rootPrefix: root)
    }

    /// The problems of the Markdown of a place that did not load (links to content that does not exist), as its
    /// page would report them.
    public func markdownDiagnostics(of description: MarkdownSource) -> [Diagnostic] {
        let context = MarkdownContext(
            sourcePath: description.source.path, firstLine: description.source.bodyStartLine ?? 1, rootPrefix: "../../")
        return source.markdown.render(description.text, context: context, reservedIDs: Self.themeIDs).diagnostics
    }

    /// The absolute URL of a site path, when `baseURL` is set.
    public func absoluteURL(_ sitePath: String) -> String? {
        baseURL.map { $0 + sitePath }
    }

    // MARK: - Shared pieces

    private enum Section { case home, locations, todos, stats, none }

    private func site(root: String, section: Section) -> SiteViewModel {
        let config = source.config
        let nav = [
            NavLinkViewModel(title: strings.text("nav.overview"), url: link(to: .home, root: root), isCurrent: section == .home),
            NavLinkViewModel(
                title: strings.text("nav.places"), url: link(to: .locationList, root: root), isCurrent: section == .locations),
            NavLinkViewModel(title: strings.text("nav.todos"), url: link(to: .todoList, root: root), isCurrent: section == .todos),
            NavLinkViewModel(title: strings.text("nav.stats"), url: link(to: .stats, root: root), isCurrent: section == .stats),
        ]
        return SiteViewModel(
            title: config.title,
            language: config.language.isEmpty ? "en" : config.language,
            accentColor: Self.safeColor(config.accentColor) ?? SiteConfig.defaultAccentColor,
            root: root,
            homeURL: link(to: .home, root: root),
            stylesheetURL: root + "theme.css",
            nav: nav,
            footer: strings.text("layout.builtWith"))
    }

    /// The accent colour if it is a plain CSS colour value (no `;`, `{`, `<` that could break out of the style).
    static func safeColor(_ color: String?) -> String? {
        guard let color = color?.trimmingCharacters(in: .whitespaces), !color.isEmpty else { return nil }
        let allowed = color.unicodeScalars.allSatisfy {
            ($0.isASCII && (CharacterSet.alphanumerics.contains($0))) || "#(),.% -".unicodeScalars.contains($0)
        }
        return allowed ? color : nil
    }

    /// The frame of the page at `path`: the site as seen from there, `title`, the canonical URL (unless
    /// `canonical` is false: the 404 page is served at any address) and the theme's texts.
    private func frame(at path: PagePath, section: Section, title: String, canonical: Bool = true) -> PageFrame {
        PageFrame(
            site: site(root: path.rootPrefix, section: section), title: title,
            canonicalURL: canonical ? absoluteURL(path.sitePath) : nil, t: strings.themeText)
    }

    private func title(_ page: String) -> String {
        strings.pageTitle(page, site: source.config.title)
    }

    private var progress: ProgressViewModel {
        ProgressViewModel(
            completed: source.completedTodoCount, pending: source.pendingTodoCount, total: source.todoCount,
            percent: source.completionPercent, strings: strings)
    }

    /// `"3 of 12"`.
    private func position(_ index: Int, of count: Int) -> String {
        strings.text("position", ["index": strings.number(index + 1), "count": strings.number(count)])
    }

    private func renderNotes(of index: Int, root: String, _ diagnostics: inout [Diagnostic]) -> String {
        let item = source.todo(index)
        guard let notes = item.notes, !notes.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "" }
        // Notes sit in a YAML block scalar whose indentation is not known here: lines are exact, columns left out.
        let origin = item.source
        let context = MarkdownContext(
            sourcePath: origin?.path ?? source.todoSourcePath, firstLine: origin?.bodyStartLine ?? origin?.location.line ?? 1,
            columnOffset: 0, rootPrefix: root, headingIDPrefix: item.urlID + "-", reportsColumns: false)
        let rendered = source.markdown.render(notes, context: context, reservedIDs: source.todoURLIDs.union(Self.themeIDs))
        diagnostics += rendered.diagnostics
        return rendered.html
    }

    private func todoRow(_ index: Int, root: String, withNotes: Bool, _ diagnostics: inout [Diagnostic]) -> TodoRowViewModel {
        let item = source.todo(index)
        return TodoRowViewModel(
            id: item.urlID, title: item.title, url: link(to: .todo(index), root: root),
            isCompleted: item.isCompleted, notesHTML: withNotes ? renderNotes(of: index, root: root, &diagnostics) : "", strings: strings)
    }

    private func image(_ name: String, use: ImageUse, alt: String, root: String) -> ImageViewModel? {
        guard let published = source.publishedImages[name] else { return nil }
        return ImageViewModel(published, use: use, alt: alt, root: root)
    }

    /// The Open Graph card of place `index`, when `baseURL` is an absolute address.
    private func openGraph(_ index: Int, descriptionHTML: String) -> OpenGraphViewModel? {
        guard source.config.hasAbsoluteBaseURL, let url = absoluteURL(sitePath(of: .location(index))) else { return nil }
        let place = source.place(index)
        let picture = place.imageNames.first.flatMap { source.publishedImages[$0] }.flatMap { $0.variants(for: .og, in: $0.fallbackFormat).last }
        return OpenGraphViewModel(
            title: place.name, description: PlainTextSummary.firstSentence(ofHTML: descriptionHTML), url: url,
            siteName: source.config.title, imageURL: picture.flatMap { absoluteURL(RelativeURL.encoded($0.sitePath)) },
            imageWidth: picture?.width ?? 0, imageHeight: picture?.height ?? 0, imageAlt: place.name)
    }

    private func card(_ index: Int, root: String) -> PlaceCardViewModel {
        let place = source.place(index)
        return PlaceCardViewModel(
            id: place.id, name: place.name, cityName: place.cityName,
            url: link(to: .location(index), root: root),
            thumbnail: place.imageNames.first.flatMap { image($0, use: .card, alt: place.name, root: root) },
            link: place.link,
            coordinatesText: strings.coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude),
            position: position(index, of: source.placeCount))
    }

    /// An image's alternative text: the place's name, numbered when it has several (`place.imageAlt`).
    private func imageAlt(_ place: any PlaceRecord, _ offset: Int) -> String {
        guard place.imageNames.count > 1 else { return place.name }
        return strings.text(
            "place.imageAlt", ["name": place.name, "index": strings.number(offset + 1), "count": strings.number(place.imageNames.count)])
    }

    /// The renderer of a place's own map: a smaller canvas, since it sits in the page's side column.
    static let placeMapRenderer: MapRenderer = {
        var renderer = MapRenderer()
        renderer.width = 480
        renderer.height = 360
        renderer.padding = 60
        renderer.pinScale = 1.2
        return renderer
    }()

    /// A renderer for a map of many places: the more pins, the smaller they are, so crowded maps stay readable.
    static func overviewRenderer(pinCount: Int) -> MapRenderer {
        var renderer = MapRenderer()
        renderer.pinScale = max(0.5, min(1.4, 1.4 * (60 / Double(max(1, pinCount))).squareRoot()))
        return renderer
    }

    /// Cities with more places than this many get one map for all places instead of one map each.
    public static let maximumCityMaps = 6

    private func allPlacesMaps(root: String) -> [MapViewModel] {
        guard source.placeCount > 0 else { return [] }
        let pins = (0..<source.placeCount).map { index in
            let place = source.place(index)
            return MapPin(
                name: place.name, cityName: place.cityName, latitude: place.coordinates.latitude,
                longitude: place.coordinates.longitude,
                url: link(to: .location(index), root: root))
        }
        var cities: [String] = []
        var byCity: [String: [MapPin]] = [:]
        for pin in pins {
            if byCity[pin.cityName] == nil { cities.append(pin.cityName) }
            byCity[pin.cityName, default: []].append(pin)
        }
        if (2...Self.maximumCityMaps).contains(cities.count) {
            return cities.enumerated().map { number, city in
                let cityPins = byCity[city] ?? []
                let title = strings.text("places.mapTitle", ["city": city, "places": strings.count("count.places", cityPins.count)])
                let label = strings.text("map.label", ["title": title])
                return MapViewModel(
                    title: title, svg: Self.overviewRenderer(pinCount: cityPins.count).svg(pins: cityPins, label: label, idPrefix: "map\(number + 1)"))
            }
        }
        let title = strings.count("home.allPlaces", pins.count)
        let label = strings.count("map.allPlacesLabel", pins.count)
        return [MapViewModel(title: title, svg: Self.overviewRenderer(pinCount: pins.count).svg(pins: pins, label: label, idPrefix: "map1"))]
    }

    private var placesSummary: String {
        strings.text(
            "places.summary",
            ["places": strings.count("count.places", source.placeCount), "cities": strings.count("count.inCities", source.cityCount)])
    }

    // MARK: - Pages

    private func home(at path: PagePath) -> HomePageViewModel {
        let root = path.rootPrefix
        var ignored: [Diagnostic] = []
        let pending = source.pendingTodoOffsets.prefix(5)
        let rows = pending.map { todoRow($0, root: root, withNotes: false, &ignored) }
        return HomePageViewModel(
            frame: frame(at: path, section: .home, title: source.config.title),
            tagline: strings.text(
                "home.tagline",
                [
                    "places": strings.count("count.places", source.placeCount),
                    "cities": strings.count("count.inCities", source.cityCount), "todos": strings.count("count.todos", source.todoCount),
                ]),
            progress: progress,
            maps: allPlacesMaps(root: root),
            hasPlaces: source.placeCount > 0,
            nextTodos: rows,
            hasNextTodos: !rows.isEmpty,
            places: (0..<min(6, source.placeCount)).map { card($0, root: root) },
            allPlacesText: strings.count("home.allPlaces", source.placeCount),
            todosURL: link(to: .todoList, root: root),
            locationsURL: link(to: .locationList, root: root),
            statsURL: link(to: .stats, root: root))
    }

    private func todoList(at path: PagePath) -> TodoListPageViewModel {
        let root = path.rootPrefix
        var ignored: [Diagnostic] = []  // the todo's own page reports its notes' problems once
        return TodoListPageViewModel(
            frame: frame(at: path, section: .todos, title: title(strings.text("todos.heading"))),
            progress: progress,
            items: (0..<source.todoCount).map { todoRow($0, root: root, withNotes: true, &ignored) },
            hasItems: source.todoCount > 0)
    }

    private func todo(_ index: Int, at path: PagePath, _ diagnostics: inout [Diagnostic]) -> TodoPageViewModel {
        let root = path.rootPrefix
        let count = source.todoCount
        let neighbours = source.neighbours(ofTodo: index)
        let (previous, next) = (source.todo(neighbours.previous), source.todo(neighbours.next))
        let item = source.todo(index)
        return TodoPageViewModel(
            frame: frame(at: path, section: .todos, title: title(item.title)),
            item: todoRow(index, root: root, withNotes: true, &diagnostics),
            position: position(index, of: count),
            previous: .sibling("pager.previousLabel", title: previous.title, id: previous.urlID, strings: strings),
            next: .sibling("pager.nextLabel", title: next.title, id: next.urlID, strings: strings),
            hasNeighbours: count > 1,
            listURL: link(to: .todoList, root: root))
    }

    private func locationList(at path: PagePath) -> LocationListPageViewModel {
        let root = path.rootPrefix
        return LocationListPageViewModel(
            frame: frame(at: path, section: .locations, title: title(strings.text("places.heading"))),
            summary: placesSummary,
            maps: allPlacesMaps(root: root),
            places: (0..<source.placeCount).map { card($0, root: root) },
            hasPlaces: source.placeCount > 0)
    }

    private func location(_ index: Int, at path: PagePath, _ diagnostics: inout [Diagnostic]) -> LocationPageViewModel {
        let root = path.rootPrefix
        let place = source.place(index)
        let count = source.placeCount
        let neighbours = source.neighbours(ofPlace: index)
        let (previous, next) = (source.place(neighbours.previous), source.place(neighbours.next))
        let origin = place.source
        let rendered = source.markdown.render(
            place.description,
            context: MarkdownContext(
                sourcePath: origin?.path ?? "content/locations/\(place.id).md", firstLine: origin?.bodyStartLine ?? 1, rootPrefix: root),
            reservedIDs: Self.themeIDs)
        diagnostics += rendered.diagnostics
        let images = place.imageNames.enumerated().compactMap { offset, name in
            image(name, use: .gallery, alt: imageAlt(place, offset), root: root)
        }
        let latitude = NumberText.coordinate(place.coordinates.latitude)
        let longitude = NumberText.coordinate(place.coordinates.longitude)
        let pins = placeMapPins(index)
        let isWikipedia = place.link?.contains("wikipedia.org") ?? false
        return LocationPageViewModel(
            frame: frame(at: path, section: .locations, title: title(place.name)),
            openGraph: openGraph(index, descriptionHTML: rendered.html),
            id: place.id,
            name: place.name,
            cityName: place.cityName,
            images: images,
            hasImages: !images.isEmpty,
            hasManyImages: images.count > 1,
            galleryLabel: strings.text("place.galleryLabel", ["name": place.name]),
            asideLabel: strings.text("place.asideLabel", ["name": place.name]),
            descriptionHTML: rendered.html,
            latitude: latitude,
            longitude: longitude,
            coordinatesText: strings.coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude),
            openStreetMapURL: "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=17/\(latitude)/\(longitude)",
            link: place.link,
            hasLink: place.link != nil,
            isWikipedia: isWikipedia,
            linkText: strings.text(isWikipedia ? "place.readMoreOnWikipedia" : "place.readMore"),
            position: position(index, of: count),
            previous: .sibling("pager.previousLabel", title: previous.name, id: previous.id, strings: strings),
            next: .sibling("pager.nextLabel", title: next.name, id: next.id, strings: strings),
            hasNeighbours: count > 1,
            mapSVG: Self.placeMapRenderer.svg(pins: pins, label: strings.text("map.placeLabel", ["name": place.name]), idPrefix: "map"),
            listURL: link(to: .locationList, root: root))
    }

    /// The pins of a place's own map: the place, current, and its surroundings — the nearest places within a
    /// day's walk or ride, so the map shows the neighbourhood.
    private func placeMapPins(_ index: Int) -> [MapPin] {
        let place = source.place(index)
        var pins = source.nearby(ofPlace: index).map { other in
            let neighbour = source.place(other)
            return MapPin(
                name: neighbour.name, cityName: neighbour.cityName, latitude: neighbour.coordinates.latitude,
                longitude: neighbour.coordinates.longitude, url: "../" + neighbour.id + "/index.html")
        }
        pins.append(MapPin(
            name: place.name, cityName: place.cityName, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
            url: "index.html", isCurrent: true))
        return pins
    }

    private func stats(at path: PagePath) -> StatsPageViewModel {
        let root = path.rootPrefix
        let perCity = source.placesPerCity
        let total = max(1, source.placeCount)
        let largest = max(1, perCity.first?.count ?? 1)
        let cities = perCity.map {
            CityShareViewModel(
                name: $0.city, count: $0.count, percent: Int((Double($0.count) * 100 / Double(total)).rounded()),
                barPercent: max(2, Int((Double($0.count) * 100 / Double(largest)).rounded())), strings: strings)
        }
        return StatsPageViewModel(
            frame: frame(at: path, section: .stats, title: title(strings.text("stats.heading"))),
            progress: progress,
            placeCountText: strings.count("count.places", source.placeCount),
            cityCountText: strings.count("count.cities", source.cityCount),
            imageCountText: strings.count("count.images", source.images.count),
            cities: cities,
            hasCities: !cities.isEmpty,
            todosURL: link(to: .todoList, root: root),
            locationsURL: link(to: .locationList, root: root))
    }

    private func notFound(at path: PagePath) -> NotFoundPageViewModel {
        let root = path.rootPrefix
        return NotFoundPageViewModel(
            frame: frame(at: path, section: .none, title: title(strings.text("notFound.heading")), canonical: false),
            locationsURL: link(to: .locationList, root: root),
            todosURL: link(to: .todoList, root: root))
    }
}

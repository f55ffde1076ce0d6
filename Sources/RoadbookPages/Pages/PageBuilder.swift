import Diagnostics
import Foundation
import RoadbookContent
import RoadbookImages
import RoadbookMarkdown

/// Builds the page view model of every page from the site's models: pure functions of the content, no I/O.
///
/// Work shared by many pages (place cards, pins, neighbours) is prepared once in `init`; `page(_:)` is safe to
/// call from many threads at once.
package struct PageBuilder: Sendable {
    /// What the pages read.
    package let source: any PageSource
    /// The theme's words in the site's language.
    var strings: StringTable { source.strings }
    let baseURL: String?
    /// The accent colour the pages use and its palette: the same on every page, so worked out once (per page it
    /// was a thirtieth of a build).
    let accent: (color: String, palette: AccentPalette)
    /// The search script's words (``SearchBoxViewModel/messages(in:)``), the same on every page, so written once
    /// (per page they were a fiftieth of a build).
    let searchMessages: String

    /// The ids the built-in theme puts on its pages, all `rb-` prefixed so a todo id (the id of its row) does not
    /// meet one by chance; a Markdown heading never takes one of them.
    static let themeIDs: Set<String> = [
        "rb-main", "rb-map-pin", "rb-map-grid", "rb-progress-heading", "rb-map-heading", "rb-places-heading",
        "rb-completion-heading", "rb-cities-heading", "rb-search", "rb-search-panel", "rb-search-status", "rb-search-results",
    ]

    /// Prepares the pages of `content`, its images published as `images` says (by default, copied as they are).
    package init(content: SiteContent, images: [String: PublishedImage]? = nil) {
        self.init(source: SiteContentPageSource(content: content, images: images))
    }

    /// Prepares the pages of `source`; reads nothing of it but the base URL and the accent colour until a page is
    /// built.
    package init(source: any PageSource) {
        self.source = source
        let accentColor = Self.safeColor(source.config.accentColor) ?? SiteConfig.defaultAccentColor
        accent = (accentColor, AccentPalette(accent: accentColor))
        searchMessages = SearchBoxViewModel.messages(in: source.strings)
        if let base = source.config.baseURL, !base.isEmpty {
            baseURL = base.hasSuffix("/") ? base : base + "/"
        } else {
            baseURL = nil
        }
    }

    /// The site path an image is copied to: `images/<file name>`.
    package static func imageSitePath(_ asset: ImageAsset) -> String {
        PublishedImage.originalSitePath(of: asset)
    }

    /// Every page of the site, the largest first (so parallel rendering ends together).
    package var allPages: [PageKind] {
        [.placeList, .home, .todoList, .stats, .notFound]
            + (0..<source.placeCount).map { PageKind.place($0) }
            + (0..<source.todoCount).map { PageKind.todo($0) }
            + source.cities.indices.map { PageKind.city($0) }
            + (source.hasTripDates ? [PageKind.days] + (0..<source.tripDayCount).map { PageKind.day($0) } : [])
    }

    /// The site path of a page (`""`, `todos/`, `locations/colosseum/`, `404.html`).
    package func sitePath(of kind: PageKind) -> String {
        switch kind {
        case .home: ""
        case .todoList: "todos/"
        case .todo(let index): "todos/\(source.todo(index).urlID)/"
        case .placeList: "locations/"
        case .place(let index): "locations/\(source.place(index).id)/"
        case .city(let index): Self.citySitePath(slug: source.cities[index].slug)
        case .stats: "stats/"
        case .days: "days/"
        case .day(let index): "days/\(index + 1)/"
        case .notFound: "404.html"
        }
    }

    /// Where a page is, and how its links reach the site root: as deep as its site path, except the 404 page, which
    /// a server shows at any depth, so its links start from the base URL's path when there is one.
    package func path(of kind: PageKind) -> PagePath {
        let sitePath = sitePath(of: kind)
        return kind == .notFound ? PagePath(sitePath: sitePath, rootPrefix: source.config.basePath ?? "") : PagePath(sitePath: sitePath)
    }

    /// The output file of a page, relative to the output folder (`locations/colosseum/index.html`).
    package func outputPath(of kind: PageKind) -> String {
        PagePath.outputPath(ofSitePath: sitePath(of: kind))
    }

    /// Builds one page.
    package func page(_ kind: PageKind) -> BuiltPage {
        let path = path(of: kind)
        var findings = PageFindings()
        let model: any PageViewModel
        switch kind {
        case .home: model = home(at: path)
        case .todoList: model = todoList(at: path)
        case .todo(let index): model = todo(index, at: path, &findings)
        case .placeList: model = placeList(at: path)
        case .place(let index): model = place(index, at: path, &findings)
        case .city(let index): model = city(index, at: path)
        case .stats: model = stats(at: path)
        case .days: model = days(at: path)
        case .day(let index): model = day(index, at: path)
        case .notFound: model = notFound(at: path)
        }
        return BuiltPage(
            outputPath: path.outputPath, sitePath: path.sitePath, template: kind.template.name, viewModel: model, diagnostics: findings.diagnostics,
            searchText: findings.searchText)
    }

    /// The relative link from a page whose links start with `root` to the page `kind`.
    func link(to kind: PageKind, root: String) -> String {
        RelativeURL.link(to: sitePath(of: kind), rootPrefix: root)
    }

    /// The problems of the Markdown of a place that did not load (links to content that does not exist), as its
    /// page would report them.
    package func markdownDiagnostics(of description: MarkdownSource) -> [Diagnostic] {
        let context = MarkdownContext(
            sourcePath: description.source.path, firstLine: description.source.bodyStartLine ?? 1, rootPrefix: "../../")
        return source.markdown.render(description.text, context: context, reservedIDs: Self.themeIDs).diagnostics
    }

    /// The absolute URL of a site path, when `baseURL` is set.
    package func absoluteURL(_ sitePath: String) -> String? {
        baseURL.map { $0 + sitePath }
    }
}

import Diagnostics
import Foundation
import RoadbookContent
import RoadbookMarkdown

/// What every page shares: the site object (navigation, colours, footer), the page's frame, titles, progress and
/// positions.
extension PageBuilder {
    /// The navigation entry a page is under (`none`: the 404 page).
    enum Section { case home, places, days, todos, stats, none }

    func site(root: String, section: Section) -> SiteViewModel {
        let config = source.config
        let days = source.hasTripDates
            ? [NavLinkViewModel(title: tripNavTitle, url: daysLink(root: root), isCurrent: section == .days)] : []
        let nav = [
            NavLinkViewModel(title: strings.text("nav.overview"), url: link(to: .home, root: root), isCurrent: section == .home),
            NavLinkViewModel(
                title: strings.text("nav.places"), url: link(to: .placeList, root: root), isCurrent: section == .places),
        ] + days + [
            NavLinkViewModel(title: strings.text("nav.todos"), url: link(to: .todoList, root: root), isCurrent: section == .todos),
            NavLinkViewModel(title: strings.text("nav.stats"), url: link(to: .stats, root: root), isCurrent: section == .stats),
        ]
        return SiteViewModel(
            title: config.title,
            language: config.language.isEmpty ? "en" : config.language,
            accentColor: accent.color,
            palette: accent.palette,
            root: root,
            homeURL: link(to: .home, root: root),
            stylesheetURL: root + "theme.css",
            nav: nav,
            footer: strings.text("layout.builtWith"),
            hasDeviceTicks: config.deviceTicks,
            search: config.search ? SearchBoxViewModel(root: root, messages: searchMessages) : nil,
            offline: config.offline ? OfflineLinksViewModel(root: root, themeColor: accent.color) : nil,
            feedURL: source.hasTripDates ? root + TripExports.feedPath : nil)
    }

    /// The trip's entry in the navigation (`trip.nav`): looked up once where the source keeps the trip's words.
    private var tripNavTitle: String {
        source.placeCards?.text("trip.nav") { strings.text("trip.nav") } ?? strings.text("trip.nav")
    }

    /// `/days/` from a page `root` away from the site root: its link from the root kept where the source keeps the
    /// trip's words, `root` before it (``RelativeURL/link(to:rootPrefix:)`` is that prefix and the link).
    func daysLink(root: String) -> String {
        guard let store = source.placeCards else { return link(to: .days, root: root) }
        return root + store.text(PlaceCardStore.daysLinkKey) { link(to: .days, root: "") }
    }

    /// The page of the day at `offset` from a page `root` away from the site root, as ``daysLink(root:)``.
    func dayLink(_ offset: Int, root: String) -> String {
        guard let store = source.placeCards else { return link(to: .day(offset), root: root) }
        return root + store.dayLink(offset) { link(to: .day(offset), root: "") }
    }

    /// The accent colour if it is a plain CSS colour value (no `;`, `{`, `<` that could break out of the style).
    static func safeColor(_ color: String?) -> String? {
        guard let color = color?.trimmingCharacters(in: .whitespaces), !color.isEmpty else { return nil }
        let allowed = color.unicodeScalars.allSatisfy {
            ($0.isASCII && (CharacterSet.alphanumerics.contains($0))) || "#(),.% -".unicodeScalars.contains($0)
        }
        return allowed ? color : nil
    }

    /// The frame of the page at `path`: the site as seen from there, `title`, the canonical URL and the sharing
    /// card (unless `canonical` is false: the 404 page is served at any address), the description of what the page
    /// is about (`subject`; the tagline without one) and the theme's texts.
    func frame(at path: PagePath, section: Section, title: String, subject: ShareSubject? = nil, canonical: Bool = true) -> PageFrame {
        let description = description(of: subject)
        return PageFrame(
            site: site(root: path.rootPrefix, section: section), title: title,
            canonicalURL: canonical ? absoluteURL(path.sitePath) : nil, description: description,
            openGraph: canonical ? openGraph(sitePath: path.sitePath, subject: subject, description: description) : nil,
            t: source.themeText)
    }

    func title(_ page: String) -> String {
        strings.pageTitle(page, site: source.config.title)
    }

    var progress: ProgressViewModel {
        ProgressViewModel(
            completed: source.completedTodoCount, pending: source.pendingTodoCount, total: source.todoCount,
            percent: source.completionPercent, strings: strings)
    }

    /// `"3 of 12"`.
    func position(_ index: Int, of count: Int) -> String {
        strings.text("position", ["index": strings.number(index + 1), "count": strings.number(count)])
    }
}

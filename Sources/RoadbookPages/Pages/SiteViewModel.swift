import Mustache
import RoadbookContent

/// The `site` object every page receives: site settings and what the layout needs, with URLs relative to the page.
package struct SiteViewModel: TemplateModel, Hashable, Sendable {
    /// The site's title (`site.yaml` `title`).
    package let title: String
    /// The page language for `<html lang>` (`en`).
    package let language: String
    /// The accent colour as a CSS value (`#0a7d6f`), for `--accent`.
    package let accentColor: String
    /// Text on the accent: `#ffffff` or `#111418`, whichever reaches 4.5:1 (``AccentPalette``).
    package let onAccentColor: String
    /// The accent as link text on the light scheme's surfaces, darkened until it reaches 4.5:1.
    package let accentTextLight: String
    /// The accent as link text on the dark scheme's surfaces, lightened until it reaches 4.5:1.
    package let accentTextDark: String
    /// From the page back to the site root: `""`, `"../"`, `"../../"` (or the base URL's path on the 404 page).
    package let root: String
    /// The home page's URL from this page.
    package let homeURL: String
    /// The theme stylesheet's URL from this page.
    package let stylesheetURL: String
    /// The main navigation, with the current section flagged.
    package let nav: [NavLinkViewModel]
    /// The site-wide footer note ("Built with Roadbook", `layout.builtWith`).
    package let footer: String
    /// Whether todo pages let a visitor tick todos on this device (`site.yaml` `todos.deviceTicks`).
    package let hasDeviceTicks: Bool
    /// The device ticks' script, from this page.
    package let deviceTicksScriptURL: String
    /// The header's search field; nil when `site.yaml` has `search: false`.
    package let search: SearchBoxViewModel?
    /// The manifest and service worker the layout links; nil unless `site.yaml` has `offline: true`.
    package let offline: OfflineLinksViewModel?
    /// The Atom feed's URL from this page (`<link rel="alternate">`); nil when the site has no feed (no dated place).
    package let feedURL: String?

    /// Creates the site object.
    package init(
        title: String, language: String, accentColor: String, palette: AccentPalette, root: String, homeURL: String,
        stylesheetURL: String, nav: [NavLinkViewModel], footer: String, hasDeviceTicks: Bool = true,
        search: SearchBoxViewModel? = nil, offline: OfflineLinksViewModel? = nil, feedURL: String? = nil
    ) {
        self.title = title
        self.language = language
        self.accentColor = accentColor
        self.onAccentColor = palette.onAccent
        self.accentTextLight = palette.textOnLight
        self.accentTextDark = palette.textOnDark
        self.root = root
        self.homeURL = homeURL
        self.stylesheetURL = stylesheetURL
        self.nav = nav
        self.footer = footer
        self.hasDeviceTicks = hasDeviceTicks
        deviceTicksScriptURL = root + "device-ticks.js"
        self.search = search
        self.offline = offline
        self.feedURL = feedURL
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("title", \.title),
        .field("language", \.language),
        .field("accentColor", \.accentColor),
        .field("onAccentColor", \.onAccentColor),
        .field("accentTextLight", \.accentTextLight),
        .field("accentTextDark", \.accentTextDark),
        .field("root", \.root),
        .field("homeURL", \.homeURL),
        .field("stylesheetURL", \.stylesheetURL),
        .field("nav", \.nav),
        .field("footer", \.footer),
        .field("hasDeviceTicks", \.hasDeviceTicks),
        .field("deviceTicksScriptURL", \.deviceTicksScriptURL),
        .field("search", \.search),
        .field("offline", \.offline),
        .field("feedURL", \.feedURL),
    ])
}

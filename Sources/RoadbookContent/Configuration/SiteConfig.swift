import Diagnostics

/// The site's settings, read from `site.yaml`; everything but `title` has a default.
package struct SiteConfig: Hashable, Sendable, Codable {
    /// The site's name, shown in every page's `<title>` and header. Required.
    package let title: String
    /// The public address, used only for absolute URLs (sitemap, canonical links); `nil` when not set.
    package internal(set) var baseURL: String?
    /// The pages' language, for `<html lang>`; default ``defaultLanguage``.
    package let language: String
    /// The theme's accent colour, any CSS colour; default ``defaultAccentColor``.
    package let accentColor: String
    /// Where the site is built, relative to the site root; default ``defaultOutput``.
    package let output: String
    /// Where `output:`'s value is written in `site.yaml`, so a refused output folder is reported there; `nil`
    /// for the default. Not part of the encoded settings.
    package private(set) var outputLocation: SourceLocation? = nil
    /// How Markdown is rendered.
    package let markdown: MarkdownOptions
    /// Whether a template variable missing from its context is an error; default `true`.
    package let strictTemplates: Bool
    /// How content images are resized, encoded and published.
    package let images: ImageSettings
    /// Whether visitors may tick todos on their own device (`todos.deviceTicks`); default `true`.
    package let deviceTicks: Bool
    /// The interactive maps' basemap and route.
    package let map: MapSettings
    /// Whether the site has a search field and index (`search`); default `true`.
    package let search: Bool
    /// Whether the site works offline (`offline`): a web app manifest and a service worker; default `false`.
    package let offline: Bool
    /// The trip's dates (`trip: { start, end }`); empty when not set.
    package let trip: TripSettings

    /// `en`.
    package static let defaultLanguage = "en"
    /// `#007aff`, the iOS system blue that the seed's `AccentColor` starts as.
    package static let defaultAccentColor = "#007aff"
    /// `_site`.
    package static let defaultOutput = "_site"

    /// Creates settings; every parameter but `title` has its documented default.
    package init(
        title: String,
        baseURL: String? = nil,
        language: String = SiteConfig.defaultLanguage,
        accentColor: String = SiteConfig.defaultAccentColor,
        output: String = SiteConfig.defaultOutput,
        markdown: MarkdownOptions = MarkdownOptions(),
        strictTemplates: Bool = true,
        images: ImageSettings = ImageSettings(),
        deviceTicks: Bool = true,
        map: MapSettings = MapSettings(),
        search: Bool = true,
        trip: TripSettings = TripSettings(),
        offline: Bool = false,
        outputLocation: SourceLocation? = nil
    ) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.accentColor = accentColor
        self.output = output
        self.markdown = markdown
        self.strictTemplates = strictTemplates
        self.images = images
        self.deviceTicks = deviceTicks
        self.map = map
        self.search = search
        self.trip = trip
        self.offline = offline
        self.outputLocation = outputLocation
    }

    private enum CodingKeys: String, CodingKey {
        case title, baseURL, language, accentColor, output, markdown, strictTemplates, images, deviceTicks, map, search, trip
        case offline
    }
}

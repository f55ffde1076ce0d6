import Escaping
import RoadbookContent

/// The web app manifest of a site that works offline: its name, language, colours and icon, and a start URL and
/// scope relative to the manifest (the site root), so the site installs from any sub-path.
struct OfflineManifest: Sendable {
    /// The theme's icon, which every page names too.
    static let iconPath = "favicon.svg"

    /// The site's settings.
    let config: SiteConfig

    /// The manifest as JSON text, one member a line.
    var json: String {
        var writer = JSONWriter(layout: .indented)
        writer.beginObject()
        writer.key("name")
        writer.string(config.title)
        writer.key("short_name")
        writer.string(config.title)
        writer.key("lang")
        writer.string(config.language)
        writer.key("start_url")
        writer.string("./")
        writer.key("scope")
        writer.string("./")
        writer.key("display")
        writer.string("standalone")
        writer.key("theme_color")
        writer.string(config.accentColor)
        writer.key("background_color")
        writer.string("#ffffff")
        writer.key("icons")
        writer.beginArray()
        writer.beginObject(singleLine: true)
        writer.key("src")
        writer.string(Self.iconPath)
        writer.key("sizes")
        writer.string("any")
        writer.key("type")
        writer.string("image/svg+xml")
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }
}

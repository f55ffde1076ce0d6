import Mustache

/// `site.offline`, what the layout links when the site works offline (`offline: true`): the web app manifest and
/// the service worker, with URLs relative to the page.
package struct OfflineLinksViewModel: TemplateModel, Hashable, Sendable {
    /// The manifest's URL from this page (`../../manifest.webmanifest`).
    package let manifestURL: String
    /// The theme's `offline.js` from this page, which registers the service worker beside it.
    package let scriptURL: String
    /// The browser's toolbar colour (`theme-color`): the accent colour.
    package let themeColor: String

    /// The links of a page whose way to the site root is `root`.
    package init(root: String, themeColor: String) {
        manifestURL = root + "manifest.webmanifest"
        scriptURL = root + "offline.js"
        self.themeColor = themeColor
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("manifestURL", \.manifestURL), .field("scriptURL", \.scriptURL), .field("themeColor", \.themeColor),
    ])
}

import Mustache
import RoadbookContent

/// What every page's template gets besides the fields of its kind: the site, the document title, the canonical
/// URL, the description and sharing card, and the theme's texts.
package struct PageFrame: TemplateModel, Sendable {
    /// The shared site object.
    package let site: SiteViewModel
    /// The document title.
    package let title: String
    /// The absolute URL of the page, when `baseURL` is set.
    package let canonicalURL: String?
    /// `<meta name="description">`: plain text, at most about 160 characters.
    package let description: String
    /// The Open Graph and Twitter card tags, when the page has an absolute address.
    package let openGraph: OpenGraphViewModel?
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    package let t: ThemeText
    /// ``site`` as its template sees it, made once: a page reads `{{site.…}}` some eighteen times, and each read of a
    /// view model field makes an object of it (1,640 instructions a read, 1 % of a build, at 2,000 places).
    let siteValue: MustacheValue

    /// The frame of a page.
    package init(
        site: SiteViewModel, title: String, canonicalURL: String?, description: String, openGraph: OpenGraphViewModel?, t: ThemeText
    ) {
        self.site = site
        self.title = title
        self.canonicalURL = canonicalURL
        self.description = description
        self.openGraph = openGraph
        self.t = t
        siteValue = site.mustacheValue
    }

    /// The fields every page has, as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("site", \.siteValue),
        .field("title", \.title),
        .field("canonicalURL", \.canonicalURL),
        .field("description", \.description),
        .field("openGraph", \.openGraph),
        .field("t", \.t),
    ])
}

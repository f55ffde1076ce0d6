import Mustache
import RoadbookContent

/// What every page's template gets besides the fields of its kind: the site, the document title, the canonical
/// URL, the description and sharing card, and the theme's texts.
package struct PageFrame: Sendable {
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
    }

    /// A page's template context: its own `fields` and the frame's, under the names the templates use (`site`,
    /// `title`, `canonicalURL`, `description`, `openGraph`, `t`).
    func context(adding fields: [String: MustacheValue]) -> MustacheValue {
        var context = fields
        context["site"] = site.mustacheValue
        context["title"] = .string(title)
        context["canonicalURL"] = canonicalURL.map(MustacheValue.string) ?? .null
        context["description"] = .string(description)
        context["openGraph"] = openGraph?.mustacheValue ?? .null
        context["t"] = t.mustacheValue
        return .dictionary(context)
    }
}

import Mustache
import RoadbookContent

/// The page a server shows for a missing URL (`/404.html`).
///
/// A server shows it at any depth, so its links start from the base URL's path when `baseURL` is set
/// (and from the root of the site otherwise).
package struct NotFoundPageViewModel: PageViewModel, Sendable {
    /// The site, the document title and the theme's texts; never a canonical URL: a 404 page has none.
    package let frame: PageFrame
    /// Relative URL of the places list.
    package let locationsURL: String
    /// Relative URL of the todo list.
    package let todosURL: String

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([.field("locationsURL", \.locationsURL), .field("todosURL", \.todosURL)])
}

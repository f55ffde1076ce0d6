import Mustache
import RoadbookContent

/// The strings table's `t` object is a page's template context like any page view model: its `mustacheValue` is
/// built once, when the table is.
extension ThemeText: MustacheRepresentable {}

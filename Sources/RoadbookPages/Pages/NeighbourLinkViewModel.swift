import Mustache
import RoadbookContent

/// A previous or next link that names its target ("Next: Pantheon").
package struct NeighbourLinkViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The target's name or title.
    package let title: String
    /// Relative URL of the target page.
    package let url: String
    /// The whole link text: `"Previous: Colosseum"`, `"Next: Pantheon"` (`pager.previousLabel`, `pager.nextLabel`).
    package let label: String

    /// Describes one neighbour link.
    package init(title: String, url: String, label: String) {
        self.title = title
        self.url = url
        self.label = label
    }

    /// The link from one page to a sibling page of the same section (`../<id>/index.html`), labelled by the
    /// strings table's `labelKey` (`pager.previousLabel`: "Previous: …", `pager.nextLabel`: "Next: …").
    static func sibling(_ labelKey: String, title: String, id: String, strings: StringTable) -> NeighbourLinkViewModel {
        NeighbourLinkViewModel(title: title, url: "../\(id)/index.html", label: strings.text(labelKey, ["title": title]))
    }

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary([
            "title": .string(title),
            "url": .string(url),
            "label": .string(label),
        ])
    }
}

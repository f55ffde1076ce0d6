import Mustache
import RoadbookContent

/// A previous or next link that names its target ("Next: Pantheon").
package struct NeighbourLinkViewModel: TemplateModel, Hashable, Sendable {
    /// The target's name or title.
    package let title: String
    /// Relative URL of the target page.
    package let url: String
    /// The whole link text: `"Previous: Colosseum"`, `"Next: Pantheon"` (`pager.previousLabel`, `pager.nextLabel`).
    package let label: String

    /// The link from one page to a sibling page of the same section (`../<id>/index.html`), labelled by the
    /// strings table's `labelKey` (`pager.previousLabel`: "Previous: …", `pager.nextLabel`: "Next: …").
    static func sibling(_ labelKey: String, title: String, id: String, strings: StringTable) -> NeighbourLinkViewModel {
        NeighbourLinkViewModel(title: title, url: "../\(id)/index.html", label: strings.text(labelKey, ["title": title]))
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([.field("title", \.title), .field("url", \.url), .field("label", \.label)])
}

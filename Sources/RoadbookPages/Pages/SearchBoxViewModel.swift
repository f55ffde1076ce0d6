import Escaping
import Mustache
import RoadbookContent

/// The `site.search` object: what the header's search field needs (null when `site.yaml` has `search: false`).
package struct SearchBoxViewModel: TemplateModel, Hashable, Sendable {
    /// The index's manifest, from this page (`../../search/index.json`).
    package let indexURL: String
    /// The theme's `search.js`, from this page.
    package let scriptURL: String
    /// The words the script fills in, as JSON for a `data-` attribute: the plural forms of `search.results`,
    /// `search.none` and `search.shown` with their placeholders, the language (for its plural rule) and the
    /// number format.
    package let messages: String

    /// The search box of a page whose way back to the site root is `root`, with the script's words `messages`
    /// (``messages(in:)``, the same on every page).
    package init(root: String, messages: String) {
        indexURL = root + SearchIndex.manifestPath
        scriptURL = root + "search.js"
        self.messages = messages
    }

    /// The words the script fills in, in those of `strings`, as JSON.
    package static func messages(in strings: StringTable) -> String {
        let forms: [(PluralCategory, String)]
        switch strings.messages["search.results"] {
        case .plural(let byCategory)?: forms = byCategory.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
        case .text(let text)?: forms = [(.other, text)]
        case nil: forms = [(.other, strings.text("search.results"))]
        }
        let fields = [
            ("language", strings.language), ("none", strings.text("search.none")), ("shown", strings.text("search.shown")),
            ("group", strings.text("format.groupSeparator")),
        ]
        var writer = JSONWriter()
        writer.beginObject()
        for (key, text) in fields {
            writer.key(key)
            writer.string(text)
        }
        writer.key("results")
        writer.beginObject()
        for (category, text) in forms {
            writer.key(category.rawValue)
            writer.string(text)
        }
        writer.endObject()
        writer.endObject()
        return writer.text
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("indexURL", \.indexURL), .field("scriptURL", \.scriptURL), .field("messages", \.messages),
    ])
}

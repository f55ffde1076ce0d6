import Mustache
import RoadbookContent

/// The `t` object every page receives: each text of the strings table without placeholders, nested by the dots
/// of its key, so a template writes `{{t.nav.places}}` or `{{t.notFound.heading}}`.
///
/// Texts with placeholders or plural forms (`progress.summary`, `count.places`) are not in it: the page view
/// models fill them in with the page's numbers and hand them over as their own fields (`progress.summary`).
///
/// Unlike a view model, a nested dictionary: its `mustacheValue` is built once, when the table is read, and every page
/// shares it.
package struct ThemeText: MustacheRepresentable, Sendable, Hashable {
    /// One level of the tree: a text, or a group of keys.
    enum Node: Hashable, Sendable {
        case text(String)
        case group([String: Node])

        var mustacheValue: MustacheValue {
            switch self {
            case .text(let text): .string(text)
            case .group(let children): .dictionary(children.mapValues(\.mustacheValue))
            }
        }
    }

    private let root: [String: Node]
    /// The tree as a template context, made once.
    package let mustacheValue: MustacheValue

    /// The texts of `messages` that have no placeholders and no plural forms.
    package init(messages: [String: LocalizedMessage]) {
        var root: [String: Node] = [:]
        for (key, message) in messages {
            guard case .text(let text) = message, message.placeholders.isEmpty else { continue }
            Self.insert(text, at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        self.root = root
        mustacheValue = .dictionary(root.mapValues(\.mustacheValue))
    }

    /// Puts a text at a path of keys; a text never replaces a group (a key cannot be both).
    private static func insert(_ text: String, at path: ArraySlice<String>, into group: inout [String: Node]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            if group[first] == nil { group[first] = .text(text) }
            return
        }
        var children: [String: Node] = [:]
        if case .group(let existing) = group[first] { children = existing } else if group[first] != nil { return }
        insert(text, at: path.dropFirst(), into: &children)
        group[first] = .group(children)
    }

    package static func == (lhs: ThemeText, rhs: ThemeText) -> Bool { lhs.root == rhs.root }
    package func hash(into hasher: inout Hasher) { hasher.combine(root) }
}

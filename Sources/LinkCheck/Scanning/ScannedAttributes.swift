/// The attributes of an element that matter for checking, each in its own field, so that keeping them costs
/// no allocation beyond their values; the first of repeated attributes wins.
package struct ScannedAttributes: Sendable, Equatable {
    /// The attribute names kept, in slot order.
    static let names = [
        "id", "name", "href", "src", "srcset", "data", "action", "poster", "rel", "type", "alt", "content", "property",
        "http-equiv", "style",
    ]

    private(set) var id, name, href, src, srcset, data, action, poster, rel, type, alt: String?
    /// The attributes few elements have (`<meta>`'s, `style`), apart: an element without any costs one empty
    /// optional to copy and destroy instead of four, and every element of every page is copied once.
    private var rare: RareAttributes?

    var content: String? { rare?.content }
    var property: String? { rare?.property }
    var httpEquiv: String? { rare?.httpEquiv }
    var style: String? { rare?.style }

    /// No attributes.
    init() {}

    /// Attributes from a name → value table (tests and callers that have one).
    init(_ values: [String: String]) {
        for (key, value) in values {
            if let slot = Self.names.firstIndex(of: key) { self[slot: slot] = value }
        }
    }

    /// Whether the element has an `id` or a `name`, so it may be a fragment target.
    var hasIDOrName: Bool { id != nil || name != nil }

    /// The value of the attribute called `key` (one of ``names``), or `nil`.
    package subscript(key: String) -> String? {
        Self.names.firstIndex(of: key).flatMap { self[slot: $0] }
    }

    /// The value in slot `slot` (the index of its name in ``names``).
    subscript(slot slot: Int) -> String? {
        get {
            switch slot {
            case 0: id
            case 1: name
            case 2: href
            case 3: src
            case 4: srcset
            case 5: data
            case 6: action
            case 7: poster
            case 8: rel
            case 9: type
            case 10: alt
            case 11: rare?.content
            case 12: rare?.property
            case 13: rare?.httpEquiv
            default: rare?.style
            }
        }
        set {
            switch slot {
            case 0: id = newValue
            case 1: name = newValue
            case 2: href = newValue
            case 3: src = newValue
            case 4: srcset = newValue
            case 5: data = newValue
            case 6: action = newValue
            case 7: poster = newValue
            case 8: rel = newValue
            case 9: type = newValue
            case 10: alt = newValue
            default:
                var values = rare ?? RareAttributes()
                switch slot {
                case 11: values.content = newValue
                case 12: values.property = newValue
                case 13: values.httpEquiv = newValue
                default: values.style = newValue
                }
                rare = values
            }
        }
    }
}

/// The attributes of ``ScannedAttributes`` that few elements carry.
private struct RareAttributes: Sendable, Equatable {
    var content, property, httpEquiv, style: String?
}

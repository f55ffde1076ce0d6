/// A value a template can show: what a page view model becomes before rendering.
///
/// Build one from JSON with ``init(json:path:)``, from any `Encodable` with ``MustacheEncoder``, or answer for names
/// as they are asked with a ``MustacheObject``.
public enum MustacheValue: Sendable, Equatable {
    /// Nothing: renders as the empty string and is false in sections.
    case null
    /// `true` or `false`; renders as that word.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A decimal number; renders in its shortest exact form (`1.21`), whole values without `.0`.
    case double(Double)
    /// Text; HTML-escaped by `{{name}}`, as is by `{{{name}}}` and `{{& name}}`.
    case string(String)
    /// A list: a section renders once per element; an empty list is false.
    case list([MustacheValue])
    /// Named values: the frames of the context stack.
    case dictionary([String: MustacheValue])
    /// Named values looked up as a template asks for them; to templates, to JSON and to `==`, a dictionary of its
    /// ``MustacheObject/keys``.
    case object(any MustacheObject)

    /// Whether a section shows its content: everything but `null`, `false` and the empty list.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        default: true
        }
    }
}

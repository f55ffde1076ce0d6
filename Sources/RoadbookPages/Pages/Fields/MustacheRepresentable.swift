import Mustache

/// What a template can be given: a view model, or the value of one of its fields (text, a number, a flag, or a list
/// or an optional of them).
///
/// A view model reaches its template as an object that reads each field when the template asks for it
/// (``TemplateModel``); `generate --dump-data` writes the same object as JSON (``MustacheValue/jsonText``). Neither
/// goes through `Encodable`: an encoder's per-field work cost 8.6 times as much (BENCHMARKS.md).
package protocol MustacheRepresentable: Sendable {
    /// The value as a template sees it.
    var mustacheValue: MustacheValue { get }
}

extension String: MustacheRepresentable {
    /// The text.
    package var mustacheValue: MustacheValue { .string(self) }
}

extension Int: MustacheRepresentable {
    /// The number.
    package var mustacheValue: MustacheValue { .int(self) }
}

extension Bool: MustacheRepresentable {
    /// `true` or `false`.
    package var mustacheValue: MustacheValue { .bool(self) }
}

extension Optional: MustacheRepresentable where Wrapped: MustacheRepresentable {
    /// The value, or `null`: the name is there either way, so strict mode tells "empty" from "misspelt".
    package var mustacheValue: MustacheValue { self?.mustacheValue ?? .null }
}

extension MustacheValue: MustacheRepresentable {
    /// The value itself: a part made into a template value once and read many times (``PageFrame/siteValue``).
    package var mustacheValue: MustacheValue { self }
}

extension Array: MustacheRepresentable where Element: MustacheRepresentable {
    /// A list of the elements' values.
    package var mustacheValue: MustacheValue { .list(map(\.mustacheValue)) }
}

import Mustache

/// A page view model that builds its template context directly, without going through `Encodable`.
///
/// The value is exactly what `MustacheEncoder` makes of the same view model (a test checks it for every page
/// of the example site); building it directly keeps the encoder's per-property overhead off the hot path.
public protocol MustacheRepresentable: Encodable, Sendable {
    /// The view model as a template context.
    var mustacheValue: MustacheValue { get }
}

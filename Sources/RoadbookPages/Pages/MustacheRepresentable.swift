import Mustache

/// A page view model: what a template receives, built field by field as a ``MustacheValue``.
///
/// This is the one representation of a page's data: the build renders it, and `generate --dump-data` writes it
/// as JSON (``MustacheValue/jsonText``). It is built directly, not through `Encodable`, to keep an encoder's
/// per-property overhead off the hot path of rendering.
package protocol MustacheRepresentable: Sendable {
    /// The view model as a template context.
    var mustacheValue: MustacheValue { get }
}

/// One element of an HTML page as the scanner saw it: only what link checking needs.
package struct ScannedElement: Sendable, Equatable {
    /// The lower-case tag name (`a`, `img`).
    package let name: String
    /// The attributes that matter for checking (`id`, `href`, `src`, `srcset`, …), by lower-case name,
    /// with character references decoded; the first of repeated attributes wins.
    package let attributes: ScannedAttributes
    /// The 1-based line of the element's start tag.
    package let line: Int
    /// Whether it or an ancestor carries `data-proofer-ignore`: its references are not checked.
    package let isIgnored: Bool
}

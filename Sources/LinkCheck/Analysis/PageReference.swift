/// A URL in a page that must be resolved against the site: a cleaned attribute value or srcset candidate.
package struct PageReference: Sendable, Equatable {
    /// The URL, cleaned of surrounding white space.
    package let url: String
    /// The 1-based line of the element.
    package let line: Int
    /// The 1-based column of the URL in a style sheet; 0 for an attribute of an element.
    package var column = 0
    /// The kind of finding a missing target gives.
    let kind: FindingKind
    /// Whether an external URL here is not a reference at all (`link rel=canonical`), so it is not counted.
    let isUncountedWhenExternal: Bool
    /// Its place among the page's references and findings, so that findings keep document order.
    let ordinal: Int
}

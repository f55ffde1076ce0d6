/// What one HTML page contributes to a check: its fragment targets, its base URL, the references still to
/// resolve, and the findings that need no other page.
package struct PageAnalysis: Sendable {
    /// Every `id` and every `<a name>` of the page (inert elements excluded).
    var anchors: Set<ByteString> = []
    /// The `href` of the first `<base href>`, cleaned; `nil` without one.
    package var baseHref: String?
    /// The references to resolve, in document order.
    package var references: [PageReference] = []
    /// Findings found in the page alone (empty URLs, `javascript:`, warnings), in document order, each with
    /// its place among the page's references and findings.
    var findings: [(ordinal: Int, finding: Finding)] = []
    /// The ordinal the next reference or finding gets.
    var nextOrdinal = 0
    /// How many references were skipped by an `--ignore-url` pattern.
    var ignoredCount = 0
    /// The URLs of `<link rel=manifest>`, whose icons and start URL are checked too.
    var manifestURLs: [String] = []
    /// The lines of the page's `<style>` elements that are checked (not ignored), for ``StyleElementReader``.
    var styleElementLines: [Int] = []

    /// Records a finding of the page alone.
    mutating func record(_ finding: Finding) {
        findings.append((nextOrdinal, finding))
        nextOrdinal += 1
    }

    /// Records a reference to resolve.
    mutating func record(url: String, line: Int, column: Int = 0, kind: FindingKind, isUncountedWhenExternal: Bool) {
        references.append(
            PageReference(
                url: url, line: line, column: column, kind: kind, isUncountedWhenExternal: isUncountedWhenExternal,
                ordinal: nextOrdinal))
        nextOrdinal += 1
    }
}

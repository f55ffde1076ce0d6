/// What one HTML page contributes to a check: its fragment targets, its base URL, the references still to
/// resolve, and the findings that need no other page.
struct PageAnalysis: Sendable {
    /// Every `id` and every `<a name>` of the page (inert elements excluded).
    var anchors: Set<String> = []
    /// The `href` of the first `<base href>`, cleaned; `nil` without one.
    var baseHref: String?
    /// The references to resolve, in document order.
    var references: [PageReference] = []
    /// Findings found in the page alone (empty URLs, `javascript:`, warnings), in document order.
    var findings: [Finding] = []
    /// How many references were skipped by an `--ignore-url` pattern.
    var ignoredCount = 0
}

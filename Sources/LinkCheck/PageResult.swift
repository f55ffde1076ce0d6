/// What checking one page found: its findings in document order and what it counted.
struct PageResult: Sendable {
    /// The page's findings, those of the page alone first, then those of resolution, each in document order.
    var findings: [Finding] = []
    /// References resolved against the site.
    var referenceCount = 0
    /// External references skipped.
    var externalCount = 0
}

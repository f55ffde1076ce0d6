/// What checking one page found: its findings in document order and what it counted.
struct PageResult: Sendable {
    /// The page's findings, in document order.
    var findings: [Finding] = []
    /// References resolved against the site.
    var referenceCount = 0
    /// External references skipped.
    var externalCount = 0
    /// The page's external references, collected only when external links are checked (`--external`).
    var externalReferences: [ExternalReference] = []
}

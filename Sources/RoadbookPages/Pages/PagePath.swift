import RoadbookMarkdown

/// Where a page is: its site path, its output file and how its links get back to the site root. Decided for every
/// page in one place, ``PageBuilder/path(of:)``.
package struct PagePath: Hashable, Sendable {
    /// The site path (`""`, `todos/`, `locations/colosseum/`, `404.html`).
    package let sitePath: String
    /// The output file, relative to the output folder (`locations/colosseum/index.html`).
    package let outputPath: String
    /// What the page's relative links start with to reach the site root (`""`, `../`, `../../`).
    package let rootPrefix: String

    /// The path of a page at `sitePath` whose links reach the root through `rootPrefix` (by default, as many `../`
    /// as the page is deep).
    package init(sitePath: String, rootPrefix: String? = nil) {
        self.sitePath = sitePath
        outputPath = Self.outputPath(ofSitePath: sitePath)
        self.rootPrefix = rootPrefix ?? RelativeURL.rootPrefix(forPage: sitePath)
    }

    /// The output file of the page at `sitePath`: a folder's `index.html`, else the path itself.
    package static func outputPath(ofSitePath sitePath: String) -> String {
        sitePath.isEmpty || sitePath.hasSuffix("/") ? sitePath + "index.html" : sitePath
    }
}

/// An external URL in a page, as the local check saw it: where it is and what was written.
struct ExternalReference: Sendable, Equatable {
    /// The page, relative to the site root.
    let file: String
    /// The 1-based line of the element.
    let line: Int
    /// The URL as written (cleaned of white space).
    let url: String
    /// The page's `<base href>`, against which a relative URL is resolved; `nil` without one.
    let baseHref: String?

    /// The external reference `reference` of the page `file`.
    init(_ reference: PageReference, inPage file: String, baseHref: String?) {
        self.init(file: file, line: reference.line, url: reference.url, baseHref: baseHref)
    }

    /// An external reference.
    init(file: String, line: Int, url: String, baseHref: String? = nil) {
        self.file = file
        self.line = line
        self.url = url
        self.baseHref = baseHref
    }
}

/// A file of the site that is not a page but refers to others: a style sheet, or a web app manifest a page links to.
struct ResourceFile: Sendable, Equatable {
    /// The file, relative to the site root.
    let path: String
    /// Whether it is a web app manifest (JSON); otherwise a style sheet.
    let isManifest: Bool
}

extension ContentLinkResolver {
    /// What a Markdown link turned out to be.
    package enum Resolution: Equatable, Sendable {
        /// Not a link to content (an external URL, a fragment, a file that is not content): leave it as written.
        case unchanged
        /// A link to content, now the page's site path, with the fragment (`#…`) if there was one.
        case sitePath(String)
        /// A link to content that does not exist; the message says what is missing.
        case missing(String)
    }
}

/// What a URL without its fragment points at: the page or file it serves, or the outcome that makes a fragment
/// irrelevant (external, another scheme, broken).
enum ResolvedTarget: Sendable, Equatable {
    /// The file the URL serves, relative to the site root.
    case file(String)
    /// No file: the outcome of any URL with this address, whatever its fragment.
    case outcome(ReferenceOutcome)
}

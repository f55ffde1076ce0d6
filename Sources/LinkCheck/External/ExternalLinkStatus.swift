/// What checking one external URL found.
enum ExternalLinkStatus: Sendable, Equatable {
    /// Alive with the final `status`; `anchors` are the page's ids and `<a name>`s when the page was read as
    /// HTML, `nil` otherwise.
    case alive(status: Int, anchors: Set<String>?)
    /// Dead; `reason` reads inside a message's parentheses (`404 Not Found`, `redirect loop`).
    case dead(reason: String)
    /// Still answered 429 after `attempts` tries: a warning, not a dead link.
    case rateLimited(attempts: Int)
}

/// What checking one external URL found.
enum ExternalLinkStatus: Sendable, Equatable {
    /// Alive with the final `status`; `anchors` are the page's ids and `<a name>`s when the page was read as
    /// HTML, `nil` otherwise.
    case alive(status: Int, anchors: Set<String>?)
    /// Alive with the final `status` at `final`, reached from a first answer that was a permanent redirect
    /// (`permanentStatus`, 301 or 308): a `redirect` warning naming the final URL; `anchors` as for ``alive``.
    case movedPermanently(permanentStatus: Int, final: String, status: Int, anchors: Set<String>?)
    /// Dead; `reason` reads inside a message's parentheses (`404 Not Found`, `redirect loop`).
    case dead(reason: String)
    /// Alive with the final `status`, but its page could not be read whole for its ids (`reason`: larger than
    /// the limit, or it stopped arriving): a fragment in it is unverified (a warning), not missing.
    case unreadPage(status: Int, reason: String)
    /// Still answered 429 after `attempts` tries: a warning, not a dead link.
    case rateLimited(attempts: Int)
}

/// The `Content-Security-Policy` header of every HTML page the server serves: scripts only from the server's own
/// files (no inline `<script>`, no `on…=` attribute, no other host, no `javascript:` URL), no plug-ins, and no
/// `<base>` that points scripts elsewhere.
///
/// It is the second wall around the editing secret: the theme puts every text into pages escaped and its scripts
/// never insert markup, but if some markup ever reached a page by mistake, it could not run a script to read the
/// secret and post actions. The built theme carries the same policy in a `<meta http-equiv>` (templates/layout),
/// so a published site has it too.
package enum ContentSecurityPolicy {
    /// The header's name.
    package static let field = "Content-Security-Policy"
    /// The policy.
    package static let servedPages = "script-src 'self'; object-src 'none'; base-uri 'self'"
}

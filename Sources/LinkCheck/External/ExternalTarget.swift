import Foundation

/// What an external reference points to: the absolute URL that is fetched (without fragment) and the fragment.
struct ExternalTarget: Sendable, Hashable {
    /// The absolute `http:` or `https:` URL, without fragment; the key under which it is fetched once.
    let url: URL
    /// The fragment as written (still percent-encoded), `nil` without `#`.
    let fragment: String?

    /// The target of `written` in a page with `baseHref`; `nil` when it makes no valid `http(s)` URL.
    /// A protocol-relative URL (`//host/x`) is fetched with `https:`.
    init?(_ written: String, baseHref: String?) {
        var text = Substring(written)
        var fragment: String?
        if let hash = text.firstIndex(of: "#") {
            fragment = String(text[text.index(after: hash)...])
            text = text[..<hash]
        }
        var resolved: URL?
        if text.hasPrefix("//") {
            resolved = Self.url("https:" + text)
        } else if URLText.scheme(of: String(text)) != nil {
            resolved = Self.url(String(text))
        } else if let baseHref, let base = Self.url(baseHref.hasPrefix("//") ? "https:" + baseHref : baseHref) {
            resolved = URL(string: Self.encoded(String(text)), relativeTo: base)?.absoluteURL
        }
        guard let resolved, let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = resolved.host, !host.isEmpty
        else { return nil }
        self.url = resolved
        self.fragment = fragment
    }

    /// `text` as a URL, percent-encoding what `URL` refuses (spaces, non-ASCII letters) first.
    private static func url(_ text: String) -> URL? {
        URL(string: text) ?? URL(string: encoded(text))
    }

    private static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.formUnion(.urlPathAllowed)
        allowed.insert(charactersIn: "%#?/:@[]!$&'()*+,;=")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Whether `anchors` (a fetched page's ids) hold the fragment; an empty fragment and `top` always match.
    func isFragmentFound(in anchors: Set<String>) -> Bool {
        guard let fragment else { return true }
        return FragmentLookup.isFound(fragment, in: Set(anchors.map(ByteString.init)))
    }
}

import Escaping
/// Whether a page has the target of a URL's fragment: the one rule for local and fetched pages alike.
enum FragmentLookup {
    /// Whether `ids` (a page's ids and `<a name>`s) hold `fragment`, as written or percent-decoded, compared as
    /// bytes (as browsers compare them); an empty fragment and `top` always match.
    static func isFound(_ fragment: String, in ids: Set<ByteString>) -> Bool {
        if fragment.isEmpty || fragment.lowercased() == "top" { return true }
        if ids.contains(ByteString(fragment)) { return true }
        let decoded = PercentEscapes.decoded(fragment)
        return decoded.lowercased() == "top" || ids.contains(ByteString(decoded))
    }
}

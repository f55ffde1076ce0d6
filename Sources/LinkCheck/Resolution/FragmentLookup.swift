import Escaping
/// Whether a page has the target of a URL's fragment: the one rule for local and fetched pages alike.
enum FragmentLookup {
    /// Whether `ids` (a page's ids and `<a name>`s) hold `fragment`, as written or percent-decoded, compared as
    /// bytes (as browsers compare them); an empty fragment and `top` always match.
    static func isFound(_ fragment: String, in ids: Set<ByteString>) -> Bool {
        if fragment.isEmpty || ids.contains(ByteString(fragment)) || isTop(fragment) { return true }
        let decoded = PercentEscapes.decoded(fragment)
        return isTop(decoded) || ids.contains(ByteString(decoded))
    }

    /// Whether `text` is `top` in any case, compared without making a lower-cased copy (only the ASCII letters
    /// lower-case to `t`, `o` and `p`).
    private static func isTop(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.count == 3 && utf8.elementsEqual("top".utf8) { ($0 | 0x20) == $1 }
    }
}

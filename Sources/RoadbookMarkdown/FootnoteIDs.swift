/// Makes the footnote ids of one piece of Markdown unique on a page that shows several (the todo list shows every
/// todo's notes, and `[^1]` in two of them must not give two `id="fn-1"`).
///
/// cmark-gfm names a note `fn-LABEL` and its references `fnref-LABEL` (`fnref-LABEL-2` for a second reference),
/// and offers no way to choose the names; this puts a prefix after `fn-` and `fnref-` in exactly the markup
/// cmark-gfm writes for footnotes: each reference's `<sup class="footnote-ref"><a href="#fn-…" id="fnref-…">`,
/// and in the notes' `<section class="footnotes">` (always the end of the HTML) each `<li id="fn-…">` and each
/// `<a href="#fnref-…" class="footnote-backref">`. The label between is percent-escaped, so the next `"` ends it.
/// A link the author wrote to `#fn-1` is left as written.
enum FootnoteIDs {
    static let sectionOpening = #"<section class="footnotes" data-footnotes>"#

    /// `html` (cmark-gfm's) with every footnote id and fragment given `prefix` (`fn-1` → `fn-book-flights-1`).
    static func prefixed(_ html: String, with prefix: String) -> String {
        guard !prefix.isEmpty, let section = html.range(of: sectionOpening, options: .backwards) else { return html }
        let references = insert(
            prefix, after: ##"<sup class="footnote-ref"><a href="#fn-"##, labelEndingWith: #"" id="fnref-"#, alsoAfterEnding: true,
            in: html[..<section.lowerBound])
        var notes = insert(prefix, after: #"<li id="fn-"#, labelEndingWith: #"">"#, in: html[section.lowerBound...])
        notes = insert(prefix, after: ##"<a href="#fnref-"##, labelEndingWith: #"" class="footnote-backref""#, in: Substring(notes))
        notes = insert(
            prefix, after: ##"<sup class="footnote-ref"><a href="#fn-"##, labelEndingWith: #"" id="fnref-"#, alsoAfterEnding: true,
            in: Substring(notes))
        return references + notes
    }

    /// The ids of the notes and references in `html` (cmark-gfm's, prefixed or not): `fn-1`, `fnref-1`, `fnref-1-2`.
    static func ids(in html: String) -> Set<String> {
        let markup = #/<li id="(fn-[^"]+)">|<a href="#fn-[^"]+" id="(fnref-[^"]+)" data-footnote-ref>/#
        return Set(html.matches(of: markup).compactMap { match in (match.output.1 ?? match.output.2).map(String.init) })
    }

    /// `text` with `prefix` after each `opening` whose label (up to the next `"`) is followed by `ending`, and
    /// after that `ending` too when `alsoAfterEnding`.
    private static func insert(
        _ prefix: String, after opening: String, labelEndingWith ending: String, alsoAfterEnding: Bool = false, in text: Substring
    ) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 64)
        var rest = text
        while let start = rest.range(of: opening) {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), rest[quote...].hasPrefix(ending) else { continue }
            result += prefix
            guard alsoAfterEnding else { continue }
            let afterEnding = rest.utf8.index(quote, offsetBy: ending.utf8.count)
            result += rest[..<afterEnding] + prefix
            rest = rest[afterEnding...]
        }
        return result + rest
    }
}

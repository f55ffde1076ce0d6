import Foundation

/// Plain text from rendered Markdown, for places that take no HTML (`<meta name="description">`, `og:description`).
enum PlainTextSummary {
    /// The longest summary kept, in characters.
    static let maximumLength = 160

    /// The first sentence of the first paragraph of `html`: tags removed, the common entities decoded, white space
    /// collapsed; cut at a word and ended with `…` past ``maximumLength``.
    ///
    /// One pass over the paragraph's scalars that stops at the sentence's end (or once the sentence is past the
    /// limit): a description is read only as far as its first sentence, not searched and rewritten whole, which
    /// made this a sixth of a 10,000-place build.
    static func firstSentence(ofHTML html: String) -> String {
        let scalars = firstParagraph(of: html).unicodeScalars
        var sentence = String.UnicodeScalarView()
        var word = String.UnicodeScalarView()
        var index = scalars.startIndex
        var inTag = false
        /// Adds the word to the sentence; true when the sentence is complete (or long enough to be cut).
        func endWord() -> Bool {
            guard !word.isEmpty else { return false }
            if !sentence.isEmpty { sentence.append(" ") }
            sentence.append(contentsOf: word)
            defer { word.removeAll(keepingCapacity: true) }
            if let last = word.last, ".!?".unicodeScalars.contains(last), String(word).count > 1 { return true }
            return sentence.count > maximumLength && String(sentence).count > maximumLength
        }
        scan: while index < scalars.endIndex {
            let scalar = scalars[index]
            if inTag {
                if scalar == ">" { inTag = false }
                index = scalars.index(after: index)
                continue
            }
            switch scalar {
            case "<":
                // A footnote's number is not part of the sentence ("cheap[^1]." is "cheap.", not "cheap1.").
                if let after = end(of: footnoteReference, in: scalars, at: index) {
                    index = after
                    continue scan
                }
                inTag = true
            case "&":
                if let (decoded, after) = entity(in: scalars, at: index) {
                    word.append(decoded)
                    index = after
                    continue scan
                }
                word.append(scalar)
            case _ where scalar.properties.isWhitespace:
                if endWord() { break scan }
            default:
                word.append(scalar)
            }
            index = scalars.index(after: index)
        }
        _ = endWord()
        let text = String(sentence)
        guard text.count > maximumLength else { return text }
        let cut = text.prefix(maximumLength)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }

    /// The text between the first `<p>` and its `</p>`, or all of `html` when it has no paragraph.
    private static func firstParagraph(of html: String) -> Substring {
        guard let start = html.firstRange(of: "<p>") else { return Substring(html) }
        let paragraph = html[start.upperBound...]
        guard let end = paragraph.firstRange(of: "</p>") else { return paragraph }
        return paragraph[..<end.lowerBound]
    }

    /// cmark-gfm's footnote reference: `<sup class="footnote-ref">…</sup>`, on one line.
    private static let footnoteReference = (open: #"<sup class="footnote-ref">"#, close: "</sup>")

    /// Where the footnote reference that starts at `index` ends, if one does.
    private static func end(
        of reference: (open: String, close: String), in scalars: Substring.UnicodeScalarView, at index: Substring.UnicodeScalarView.Index
    ) -> Substring.UnicodeScalarView.Index? {
        guard scalars[index...].starts(with: reference.open.unicodeScalars) else { return nil }
        var position = scalars.index(index, offsetBy: reference.open.unicodeScalars.count)
        while position < scalars.endIndex, scalars[position] != "\n" {
            if scalars[position...].starts(with: reference.close.unicodeScalars) {
                return scalars.index(position, offsetBy: reference.close.unicodeScalars.count)
            }
            position = scalars.index(after: position)
        }
        return nil
    }

    /// The entities cmark-gfm writes in text, and what they stand for.
    private static let entities: [(name: String, scalar: Unicode.Scalar)] = [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ]

    /// The entity that starts at `index` and where it ends, if it is one of ``entities``.
    private static func entity(
        in scalars: Substring.UnicodeScalarView, at index: Substring.UnicodeScalarView.Index
    ) -> (Unicode.Scalar, Substring.UnicodeScalarView.Index)? {
        for entity in entities where scalars[index...].starts(with: entity.name.unicodeScalars) {
            return (entity.scalar, scalars.index(index, offsetBy: entity.name.unicodeScalars.count))
        }
        return nil
    }
}

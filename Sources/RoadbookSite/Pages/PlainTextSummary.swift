import Foundation

/// Plain text from rendered Markdown, for places that take no HTML (`<meta name="description">`, `og:description`).
enum PlainTextSummary {
    /// The longest summary kept, in characters.
    static let maximumLength = 160

    /// The first sentence of the first paragraph of `html`: tags removed, the common entities decoded, white space
    /// collapsed; cut at a word and ended with `…` past ``maximumLength``.
    static func firstSentence(ofHTML html: String) -> String {
        var paragraph = Substring(html)
        if let start = html.range(of: "<p>") {
            paragraph = html[start.upperBound...]
            if let end = paragraph.range(of: "</p>") { paragraph = paragraph[..<end.lowerBound] }
        }
        // A footnote's number is not part of the sentence ("cheap[^1]." is "cheap.", not "cheap1.").
        if paragraph.contains(#"<sup class="footnote-ref">"#) {
            paragraph = Substring(paragraph.replacing(#/<sup class="footnote-ref">.*?</sup>/#, with: ""))
        }
        var text = ""
        var inTag = false
        for character in paragraph {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        let words = text.split(whereSeparator: \.isWhitespace)
        var sentence = ""
        for word in words {
            sentence += sentence.isEmpty ? String(word) : " " + word
            if let last = word.last, ".!?".contains(last), word.count > 1 { break }
        }
        guard sentence.count > maximumLength else { return sentence }
        let cut = sentence.prefix(maximumLength)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}

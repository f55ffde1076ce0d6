import Foundation

/// Plain text from rendered Markdown, for places that take no HTML (`<meta name="description">`, `og:description`).
enum PlainTextSummary {
    /// The longest summary kept, in characters.
    static let maximumLength = 160

    /// The first sentence of the first paragraph of `html`: tags removed, the common entities decoded, white space
    /// collapsed; cut at a word and ended with `…` past ``maximumLength``.
    ///
    /// One pass over the paragraph's UTF-8 bytes that stops at the sentence's end (or once the sentence is past
    /// the limit): a description is read only as far as its first sentence, not searched and rewritten whole, and
    /// never as `String`s word by word — either made this a sixth of a 10,000-place build.
    static func firstSentence(ofHTML html: String) -> String {
        var html = html
        let text = html.withUTF8 { all in
            var reader = SentenceReader()
            reader.read(firstParagraph(of: all))
            return String(decoding: reader.sentence, as: UTF8.self)
        }
        guard text.count > maximumLength else { return text }
        let cut = text.prefix(maximumLength)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }

    /// The words of a paragraph's HTML, gathered until a sentence ends.
    private struct SentenceReader {
        private(set) var sentence: [UInt8] = []
        private var word: [UInt8] = []
        /// Counted as they are added (a scalar is a byte that does not continue another).
        private var sentenceScalars = 0
        private var wordScalars = 0

        mutating func read(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "<"):
                    // A footnote's number is not part of the sentence ("cheap[^1]." is "cheap.", not "cheap1.").
                    index = PlainTextSummary.end(ofFootnoteReferenceIn: bytes, at: index) ?? PlainTextSummary.end(ofTagIn: bytes, at: index)
                    continue
                case UInt8(ascii: "&"):
                    if let (decoded, after) = PlainTextSummary.entity(in: bytes, at: index) {
                        append(decoded)
                        index = after
                        continue
                    }
                    append(byte)
                case 0x09...0x0D, 0x20:
                    if endWord() { return }
                default:
                    if byte >= 0x80, let length = PlainTextSummary.whitespaceLength(in: bytes, at: index) {
                        if endWord() { return }
                        index += length
                        continue
                    }
                    append(byte)
                }
                index += 1
            }
            _ = endWord()
        }

        private mutating func append(_ byte: UInt8) {
            word.append(byte)
            if byte & 0xC0 != 0x80 { wordScalars += 1 }
        }

        /// Adds the word to the sentence; true when the sentence is complete (or long enough to be cut).
        private mutating func endWord() -> Bool {
            guard let last = word.last else { return false }
            if !sentence.isEmpty {
                sentence.append(UInt8(ascii: " "))
                sentenceScalars += 1
            }
            sentence.append(contentsOf: word)
            sentenceScalars += wordScalars
            let endsSentence = (last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?")) && wordScalars > 1
            word.removeAll(keepingCapacity: true)
            wordScalars = 0
            if endsSentence { return true }
            // A character is one scalar or more: only a sentence of more scalars than the limit can be too long.
            return sentenceScalars > maximumLength && String(decoding: sentence, as: UTF8.self).count > maximumLength
        }
    }

    /// The bytes between the first `<p>` and its `</p>`, or all of `html` when it has no paragraph.
    private static func firstParagraph(of html: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard let start = firstIndex(of: "<p>", in: html[...]) else { return html[...] }
        let content = html[(start + 3)...]
        guard let end = firstIndex(of: "</p>", in: content) else { return content }
        return html[content.startIndex..<end]
    }

    /// Where the ASCII `needle` first starts in `bytes`.
    private static func firstIndex(of needle: StaticString, in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return bytes.startIndex }
        var index = bytes.startIndex
        while let candidate = bytes[index...].firstIndex(of: first) {
            if bytes[candidate...].starts(with: pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// cmark-gfm's footnote reference: `<sup class="footnote-ref">…</sup>`, on one line.
    private static let footnoteReference = (open: Array(#"<sup class="footnote-ref">"#.utf8), close: Array("</sup>".utf8))

    /// Where the footnote reference that starts at `index` ends, if one does.
    private static func end(ofFootnoteReferenceIn bytes: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> Int? {
        guard bytes[index...].starts(with: footnoteReference.open) else { return nil }
        var position = index + footnoteReference.open.count
        while position < bytes.endIndex, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position...].starts(with: footnoteReference.close) { return position + footnoteReference.close.count }
            position += 1
        }
        return nil
    }

    /// Where the tag that starts at `index` ends: after its `>`, or at the end.
    private static func end(ofTagIn bytes: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> Int {
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return bytes.endIndex }
        return close + 1
    }

    /// The length of the non-ASCII white space (Unicode's White_Space) that starts at `index`, if one does:
    /// U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
    private static func whitespaceLength(in bytes: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> Int? {
        func byte(_ offset: Int) -> UInt8 { index + offset < bytes.endIndex ? bytes[index + offset] : 0 }
        switch (byte(0), byte(1), byte(2)) {
        case (0xC2, 0x85, _), (0xC2, 0xA0, _): return 2
        case (0xE1, 0x9A, 0x80), (0xE2, 0x80, 0x80...0x8A), (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9), (0xE2, 0x80, 0xAF),
            (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80):
            return 3
        default: return nil
        }
    }

    /// The entities cmark-gfm writes in text, and what they stand for.
    private static let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// The entity that starts at `index` and where it ends, if it is one of ``entities``.
    private static func entity(in bytes: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> (UInt8, Int)? {
        for entity in entities where bytes[index...].starts(with: entity.name) {
            return (entity.byte, index + entity.name.count)
        }
        return nil
    }
}

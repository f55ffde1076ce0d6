/// Escapes text for HTML and SVG: element content and double-quoted attribute values alike.
package enum HTMLEscaper {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
    package static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        return MarkupEscaper.escaped(text, apostrophe: "&#39;", replacingControlCharacters: false)
    }

    /// Appends `text` escaped as ``escape(_:)`` escapes it to `out`, the UTF-8 of a document being written.
    package static func append(_ text: String, to out: inout [UInt8]) {
        MarkupEscaper.append(text, to: &out, apostrophe: "&#39;", replacingControlCharacters: false)
    }
}

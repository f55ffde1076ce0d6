/// Escapes text for XML output (JUnit reports).
package enum XMLEscaper {
    /// `text` escaped for an attribute value or element content; characters XML 1.0 cannot hold (control
    /// characters other than tab and line breaks) become U+FFFD.
    package static func escape(_ text: String) -> String {
        MarkupEscaper.escaped(text, apostrophe: "&apos;", replacingControlCharacters: true)
    }

    /// Appends `text`, escaped as ``escape(_:)`` escapes it, to `out`: the UTF-8 of a document being written.
    package static func append(_ text: String, to out: inout [UInt8]) {
        MarkupEscaper.append(text, to: &out, apostrophe: "&apos;", replacingControlCharacters: true)
    }
}

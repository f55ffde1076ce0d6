import Diagnostics

/// The HTML of a piece of Markdown, with the problems found in it.
package struct RenderedMarkdown: Sendable {
    /// The HTML fragment.
    package let html: String
    /// Links to content that does not exist, images that do not resolve; at the Markdown file's line and column.
    package let diagnostics: [Diagnostic]
    /// The ids given to the headings, in order.
    package let headingIDs: [String]
    /// The words a reader sees, for the search index: the text of ``html`` (``RenderedText``), entities decoded,
    /// a space between blocks; what the HTML holds in attributes (an image's alternative text) is left out. Read
    /// from the HTML when asked: a page that is not searched (the todo list's notes, a site without search) does not
    /// pay for it.
    package var plainText: String { RenderedText.plainText(ofHTML: html) }

    /// The UTF-8 of ``plainText`` of the HTML `bytes`, without making a string of the text.
    package static func plainTextUTF8(ofHTML bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        RenderedText.plainTextUTF8(ofHTML: bytes)
    }

    /// Writes the UTF-8 of ``plainText`` of the HTML `bytes` as one line — each run of white space (``WhiteSpace``)
    /// one space, none at either end — to the start of `text` (room for `bytes.count` bytes: it is never longer),
    /// and returns how many bytes it wrote.
    package static func tidyTextUTF8(ofHTML bytes: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        RenderedText.tidyTextUTF8(ofHTML: bytes, into: text)
    }

    /// Wraps a result.
    package init(html: String, diagnostics: [Diagnostic], headingIDs: [String]) {
        self.html = html
        self.diagnostics = diagnostics
        self.headingIDs = headingIDs
    }
}

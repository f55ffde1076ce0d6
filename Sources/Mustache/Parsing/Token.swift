/// One piece of a template as the tokenizer sees it: a run of text (ending at a newline at most) or a tag.
struct Token {
    var kind: Kind
    /// Byte range in the source: the whole tag with its delimiters, or the text.
    var start: Int
    var end: Int
    /// The name in the tag, without sigil, `*` or padding.
    var name = ""
    /// `{{>*name}}` and `{{<*name}}`: the name is looked up in the context.
    var isDynamic = false
    /// The index of the matching opening or closing tag.
    var match: Int?
    /// The tag is alone on its line, which is removed from the output.
    var isStandalone = false
    /// The whitespace before a standalone tag, for partials, parents and blocks.
    var indentation: [UInt8] = []
    /// The token starts a line of the template (after standalone lines are removed).
    var isLineStart = false
    /// Text removed because it belongs to a standalone line.
    var isRemoved = false
    /// Text kept after a standalone block pair that must not start a line of its own.
    var isLineStartSuppressed = false

    /// The key a closing tag must repeat.
    var matchKey: String { isDynamic ? "*" + name : name }
}

extension MustacheValue {
    /// The value as JSON text that ``init(json:path:)`` reads back as the same value.
    ///
    /// Stable, so two dumps can be compared with `diff`: object keys sorted, one member or element per line,
    /// two spaces per level, no final newline. `null`, `true`, `false` as they are; an ``int(_:)`` in digits and a
    /// ``double(_:)`` in its shortest exact form (`1.21`, `2.0`, `1e-07`), so each reads back as the same case; a
    /// double that JSON cannot write (infinity, not a number) is `null`. Strings are escaped by `QuotedText.json`.
    public var jsonText: String {
        var writer = JSONTextWriter()
        writer.write(self)
        return writer.text
    }
}

/// A Markdown file split into its YAML front matter (between `---` lines at the very top) and its body.
struct FrontMatter: Equatable {
    /// The front matter as YAML whose line numbers are the file's: the opening `---` line is replaced by an
    /// empty line, so a node on line 3 of the file is on line 3 of this text.
    let yaml: String
    /// Everything after the closing `---` line.
    let body: String
    /// The 1-based line of the file where ``body`` starts.
    let bodyStartLine: Int

    /// Splits `text`; throws when it does not start with a `---` line or the block is never closed.
    ///
    /// A UTF-8 byte order mark before the first `---` is ignored; `---` lines may end in spaces and `\r`.
    init(splitting text: String) throws(ContentProblem) {
        // Work on Unicode scalars: as Characters, "\r\n" is one grapheme and would hide the "\n".
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var lines: [Substring.UnicodeScalarView.SubSequence] = []
        while let newline = scalars.firstIndex(of: "\n") {
            lines.append(scalars[..<newline])
            scalars = scalars[scalars.index(after: newline)...]
        }
        let endsWithNewline = scalars.isEmpty
        if !endsWithNewline { lines.append(scalars) }

        func isFence(_ line: Substring.UnicodeScalarView.SubSequence) -> Bool {
            var trimmed = line
            while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
            return trimmed.elementsEqual("---".unicodeScalars)
        }
        guard let first = lines.first, isFence(first) else { throw .missingFrontMatter }
        guard let closing = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }) else {
            throw .unclosedFrontMatter
        }
        yaml = "\n" + lines[1..<closing].map { String($0) + "\n" }.joined()
        let bodyLines = lines[(closing + 1)...]
        body = bodyLines.map(String.init).joined(separator: "\n") + (endsWithNewline && !bodyLines.isEmpty ? "\n" : "")
        bodyStartLine = closing + 2
    }
}

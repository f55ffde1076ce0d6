/// A Markdown file split into its YAML front matter (between `---` lines at the very top) and its body.
package struct FrontMatter: Equatable {
    /// The front matter as YAML whose line numbers are the file's: the opening `---` line is replaced by an
    /// empty line, so a node on line 3 of the file is on line 3 of this text.
    package let yaml: String
    /// Everything after the closing `---` line.
    package let body: String
    /// The 1-based line of the file where ``body`` starts.
    package let bodyStartLine: Int

    /// Splits `text`; throws when it does not start with a `---` line or the block is never closed.
    ///
    /// A UTF-8 byte order mark before the first `---` is ignored; `---` lines may end in spaces and `\r`.
    package init(splitting text: String) throws(ContentProblem) {
        var text = text
        text.makeContiguousUTF8()
        // Find the lines on the UTF-8 bytes in place: fast, and "\r\n" (one Character) does not hide the "\n".
        // Both parts then start after a "\n", so they are whole scalars of `text`, copied without decoding again.
        let offsets = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.offsets(in: bytes)
        }!
        switch offsets {
        case .failure(let problem):
            throw problem
        case .success(let (yamlStart, yamlEnd, bodyStart, bodyStartLine)):
            let utf8 = text.utf8
            func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            yaml = "\n" + String(Substring(utf8[index(yamlStart)..<index(yamlEnd)]))
            body = String(Substring(utf8[index(bodyStart)...]))
            self.bodyStartLine = bodyStartLine
        }
    }

    /// Where the YAML starts and ends and where the body starts (byte offsets), and the body's first line.
    private static func offsets(
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Result<(yamlStart: Int, yamlEnd: Int, bodyStart: Int, bodyStartLine: Int), ContentProblem> {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

        /// The byte range of the next line without its "\n"; moves `position` past it.
        func nextLine() -> Range<Int>? {
            guard position < bytes.count else { return nil }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            let end = position
            if position < bytes.count { position += 1 }
            return start..<end
        }
        func isFence(_ line: Range<Int>) -> Bool {
            var end = line.upperBound
            while end > line.lowerBound,
                bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") || bytes[end - 1] == UInt8(ascii: "\r")
            {
                end -= 1
            }
            return end - line.lowerBound == 3 && bytes[line.lowerBound..<end].allSatisfy { $0 == UInt8(ascii: "-") }
        }

        guard let first = nextLine(), isFence(first) else { return .failure(.missingFrontMatter) }
        let yamlStart = position
        var lineNumber = 1
        while true {
            let lineStart = position
            guard let line = nextLine() else { return .failure(.unclosedFrontMatter) }
            lineNumber += 1
            if isFence(line) { return .success((yamlStart, lineStart, position, lineNumber + 1)) }
        }
    }
}

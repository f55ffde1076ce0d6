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
        // Work on UTF-8 bytes: fast, and "\r\n" (one Character) does not hide the "\n".
        let bytes = Array(text.utf8)
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
            while end > line.lowerBound, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[end - 1]) {
                end -= 1
            }
            return bytes[line.lowerBound..<end].elementsEqual("---".utf8)
        }

        guard let first = nextLine(), isFence(first) else { throw .missingFrontMatter }
        let yamlStart = position
        var lineNumber = 1
        while true {
            let lineStart = position
            guard let line = nextLine() else { throw .unclosedFrontMatter }
            lineNumber += 1
            if isFence(line) {
                yaml = "\n" + String(decoding: bytes[yamlStart..<lineStart], as: UTF8.self)
                break
            }
        }
        body = String(decoding: bytes[position...], as: UTF8.self)
        bodyStartLine = lineNumber + 1
    }
}

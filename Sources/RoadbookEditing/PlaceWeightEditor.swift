import Diagnostics
import RoadbookContent
import YAML

/// Sets the `weight` of a place file by the smallest edit of its text: the value of its `weight:` line replaced,
/// or a `weight:` line added at the end of the front matter. Everything else (comments, quoting, the
/// description) stays byte for byte.
enum PlaceWeightEditor {
    /// `text` with its weight set to `weight`; throws when the front matter cannot be edited so.
    static func text(_ text: String, settingWeightTo weight: Int, path: String) throws(DiagnosticList) -> String {
        let fileStart = SourceLocation(path: path, line: 1, column: 1)
        let frontMatter: FrontMatter
        do throws(ContentProblem) {
            frontMatter = try FrontMatter(splitting: text)
        } catch {
            throw DiagnosticList([error.diagnostic(at: fileStart)])
        }
        let node = try YAMLParser.parse(frontMatter.yaml, path: path)
        guard let node, node.pairs != nil else {
            throw DiagnosticList([.error("the front matter is not a mapping; can't set its 'weight'", at: fileStart)])
        }
        let bytes = Array(text.utf8)
        // The front matter's text is the file's from its first line break on (the `---` line stands as an empty line).
        guard let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return text }
        let number = Array(String(weight).utf8)
        var edited: [UInt8]
        if let value = node.pair(forKey: "weight")?.value {
            guard case .scalar = value, value.span.start.line == value.span.end.line else {
                let location = SourceLocation(path: path, line: value.span.start.line, column: value.span.start.column)
                throw DiagnosticList([.error("'weight' is not a single number on its line; can't change it", at: location)])
            }
            let start = value.span.start.offset + firstBreak
            let end = value.span.end.offset + firstBreak
            let replacement = start == end ? Array(" ".utf8) + number : number
            edited = Array(bytes[..<start]) + replacement + Array(bytes[end...])
        } else {
            let closingLine = frontMatter.yaml.utf8.count + firstBreak
            let lineBreak = firstBreak > 0 && bytes[firstBreak - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
            var line = Array("weight: ".utf8) + number + Array(lineBreak.utf8)
            if closingLine > 0, bytes[closingLine - 1] != UInt8(ascii: "\n") { line = Array(lineBreak.utf8) + line }
            edited = Array(bytes[..<closingLine]) + line + Array(bytes[closingLine...])
        }
        return String(decoding: edited, as: UTF8.self)
    }
}

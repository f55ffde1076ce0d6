/// Turns offsets into a text into 1-based line and column numbers, and hands back a line's text for snippets.
///
/// Built once per file; lookups are a binary search over the line starts.
public struct LineIndex: Sendable {
    private let scalars: [Unicode.Scalar]
    private let lineStarts: [Int]

    /// Indexes `text`; lines end at `\n` (a `\r` before it belongs to the line end).
    public init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The number of lines.
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of the Unicode scalar at `offset` (0-based, counted in scalars).
    public func position(ofScalarOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The text of 1-based `line`, without its line end; `nil` past the end.
    public func text(ofLine line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : scalars.count
        if end > start, scalars[end - 1] == "\r" { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<max(start, end)])
        return String(view)
    }
}

/// A position in a user's file: a path (relative to the site root where there is one), a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line, which is what libyaml reports and what editors
/// expect for `path:line:column` links. C libraries that count from 0 are converted in one place, where
/// they are read.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, as it should be printed.
    public let path: String
    /// 1-based line; 0 when only the file is known.
    public let line: Int
    /// 1-based column; 0 when only the line is known.
    public let column: Int

    /// Creates a location; `line` and `column` are 1-based (0 means unknown).
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, leaving out the parts that are unknown.
    public var description: String {
        var text = path
        if line > 0 {
            text += ":\(line)"
            if column > 0 { text += ":\(column)" }
        }
        return text
    }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// Why a check could not run at all (as opposed to the findings of a check that ran).
public enum LinkCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The site directory does not exist or is not a directory.
    case notADirectory(String)
    /// An `--ignore-url` pattern is not a valid regular expression.
    case invalidPattern(String)
    /// The site directory could not be read.
    case unreadable(String)

    /// The message, in the project's style.
    public var description: String {
        switch self {
        case .notADirectory(let path): "no such directory '\(path)'"
        case .invalidPattern(let pattern): "invalid regular expression '\(pattern)'"
        case .unreadable(let path): "cannot read '\(path)'"
        }
    }
}

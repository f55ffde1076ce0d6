/// Why a check could not run at all (as opposed to the findings of a check that ran).
public enum LinkCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The site directory does not exist or is not a directory.
    case notADirectory(String)
    /// An `--ignore-url` pattern is not a valid regular expression.
    case invalidPattern(String)
    /// The site directory could not be read.
    case unreadable(String)
    /// The walk of the site visited more files and folders than the limit; `at` is the folder it was in.
    case walkLimitReached(limit: Int, at: String)
    /// A `--baseline` file is not a report of `--format json`; the reason.
    case invalidBaseline(String)

    /// The message, in the project's style.
    public var description: String {
        switch self {
        case .notADirectory(let path): "no such directory '\(path)'"
        case .invalidPattern(let pattern): "invalid regular expression '\(pattern)'"
        case .unreadable(let path): "cannot read '\(path)'"
        case .walkLimitReached(let limit, let path):
            "the site has more than \(limit) files and folders (stopped in '\(path.isEmpty ? "." : path)'); "
                + "does a symbolic link lead outside the site?"
        case .invalidBaseline(let reason): "the baseline is \(reason)"
        }
    }
}

import Diagnostics

/// Why a resolved path serves no file.
enum TargetProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path; `suggestion` is a file that differs only in case or extension.
    case noSuchFile(suggestion: String?)
    /// Nothing exists at the path, but a clean-URL host would serve `file` (the path with `.extension`):
    /// `--fallback-extensions extension` accepts it.
    case servedWithFallback(extension: String, file: String)
    /// A directory without an `index.html`.
    case noIndex
    /// A file written with a trailing slash, as if it were a directory.
    case notADirectory

    /// The reason, as it reads inside a message's parentheses.
    var description: String {
        switch self {
        case .noSuchFile(let suggestion?): "no such file" + Suggestion.didYouMean(suggestion)
        case .noSuchFile(nil): "no such file"
        case .servedWithFallback(let ext, let file):
            "no such file; '--fallback-extensions \(ext)' would accept it as '\(file)'"
        case .noIndex: "directory has no index.html"
        case .notADirectory: "not a directory"
        }
    }
}

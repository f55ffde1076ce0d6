import Diagnostics

/// Why the todo file cannot be read or changed where it is. Nothing is written when one of these is reported.
package enum TodoFileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is a symbolic link whose target does not exist (the link is never replaced by a file).
    case danglingLink(path: String, destination: String)
    /// The file (or the file its link leads to) is read-only; it is never replaced by renaming a new one over it.
    case readOnly(path: String, realPath: String?)
    /// Something other than a regular file is there (a folder, a FIFO, a device).
    case notARegularFile(path: String)
    /// No site here: no `site.yaml` in the folder (and, when `searchedAbove`, in none of the folders above it).
    case noSite(folder: String, searchedAbove: Bool)

    /// The message, in the project's style.
    package var description: String {
        switch self {
        case .danglingLink(let path, let destination):
            "'\(path)' is a symbolic link to '\(destination)', which does not exist; create that file or remove the link"
        case .readOnly(let path, let realPath?):
            "'\(path)' is a link to '\(realPath)', which is read-only; nothing was changed"
        case .readOnly(let path, nil):
            "'\(path)' is read-only; nothing was changed"
        case .notARegularFile(let path):
            "'\(path)' is not a regular file"
        case .noSite(let folder, let searchedAbove):
            "no site.yaml in '\(folder)'\(searchedAbove ? " or any folder above it" : ""), so this is not a site; "
                + "start one with 'roadbook init', or give the site's folder with --source"
        }
    }

    /// The problem as a diagnostic (at the file when there is one).
    package var diagnostic: Diagnostic {
        switch self {
        case .danglingLink(let path, _), .readOnly(let path, _), .notARegularFile(let path):
            .error(description, at: SourceLocation(path: path))
        case .noSite:
            .error(description, at: nil)
        }
    }
}

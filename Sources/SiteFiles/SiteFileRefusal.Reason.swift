import Diagnostics

#if canImport(Glibc)
import Glibc
#endif

extension SiteFileRefusal {
    /// Why a path of the site is not read: every case has one message, written here.
    package enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing is at the path (or a part of it is not a folder).
        case missing
        /// A symbolic link whose target, resolved, is outside the site folder; with the resolved target.
        case linksOutside(target: String)
        /// A symbolic link to nothing; with the link's text.
        case danglingLink(target: String)
        /// Symbolic links that lead to each other without end.
        case linkLoop
        /// A FIFO, socket or device: reading it could block or have effects; `kind` names it ("a FIFO").
        case notRegularFile(kind: String)
        /// A folder where a file was expected.
        case folderInsteadOfFile
        /// An entry whose name is not valid UTF-8: no path of the site can name it (its path shows the name's bytes
        /// outside printable ASCII as `\xNN`, ``DirectoryEntryName/escaped(_:)``).
        case nameNotUTF8
        /// The system refused to open or read it; `code` is `errno`.
        case unreadable(code: Int32)
        /// A folder reached a second time through a symbolic link during a walk; it was walked as `firstPath`.
        /// A warning: the files are copied once.
        case sameFolder(as: String)
        /// A walk of the folder tree `root` stopped here: it crossed `limit`.
        case walkLimit(SiteWalkLimits.Limit, root: String)

        /// Everything is an error, but for a second path to a folder already walked and a link to nothing (an
        /// editor's lock file is one) met in a folder: those are warnings, and what they name is not read.
        package var severity: Severity {
            switch self {
            case .sameFolder, .danglingLink: .warning
            default: .error
            }
        }

        /// The message: lowercase, no final period, user input in single quotes.
        package var description: String {
            switch self {
            case .missing:
                "no such file or folder"
            case .linksOutside(let target):
                "links outside the site folder ('\(target)')"
            case .danglingLink(let target):
                "links to '\(target)', which does not exist; it is not read"
            case .linkLoop:
                "is a loop of symbolic links"
            case .notRegularFile(let kind):
                "is \(kind), not a regular file; Roadbook reads only regular files"
            case .folderInsteadOfFile:
                "is a folder, not a file"
            case .nameNotUTF8:
                "the name is not valid UTF-8; Roadbook reads only files and folders named in UTF-8"
            case .unreadable(let code):
                "can't be read: \(String(cString: strerror(code)))"
            case .sameFolder(let first):
                "is the same folder as '\(first)' (through a symbolic link); its files are copied once, from '\(first)'"
            case .walkLimit(let limit, let root):
                "'\(root)' is too large: \(limit); nothing more is read from it"
            }
        }
    }
}

import Foundation
import SiteFiles

extension SiteIndex {
    /// The index of the site in the folder `root`, made from one walk of it by SiteFiles
    /// (``SiteFileAccess/walk(_:limits:)``: each real folder once, links out of the site refused, entries in byte
    /// order), read as a static web server that follows links serves it:
    ///
    /// - anything that is not a folder is a file, a FIFO or a link to a file outside the site included (a link to
    ///   it is not broken; reading it as a page says why it is not one);
    /// - a second path to a folder already walked is an alias of the folder's first path;
    /// - a folder that cannot be read, a link to a folder outside the site and a folder or page whose name is not
    ///   UTF-8 are unreadable entries; dangling links and link loops are nothing.
    ///
    /// - Throws: ``LinkCheckError`` when `root` is not a folder or cannot be read, or holds more than `limit` files
    ///   and folders.
    init(walking root: URL, limit: Int) throws(LinkCheckError) {
        let walk = SiteFileAccess(root: root).walk("", limits: .visiting(atMost: limit))
        var files = Set(walk.files.lazy.map(\.path))
        var directories = Set(walk.folders)
        var aliases: [String: String] = [:]
        var unreadable: [UnreadableEntry] = []
        for refusal in walk.refusals {
            let isFolder = walk.refusedFolders.contains(refusal.path)
            switch refusal.reason {
            case .sameFolder(let first):
                aliases[refusal.path] = first
            case .notRegularFile:
                files.insert(refusal.path)
            case .linksOutside:
                guard isFolder else {
                    files.insert(refusal.path)
                    continue
                }
                unreadable.append(UnreadableEntry(path: refusal.path, reason: "folder (a symbolic link out of the checked folder)"))
            case .unreadable, .missing:
                guard isFolder else { continue }  // an entry that could not be looked at, or is gone
                if refusal.path.isEmpty { throw .unreadable(root.path) }
                let code = if case .unreadable(let code) = refusal.reason { code } else { ENOENT }
                directories.insert(refusal.path)
                unreadable.append(UnreadableEntry(path: refusal.path, reason: "folder (\(SystemErrorText.of(code)))"))
            case .nameNotUTF8 where isFolder || Self.isHTML(refusal.path):
                unreadable.append(UnreadableEntry(path: refusal.path, reason: "file name (not valid UTF-8)"))
            case .walkLimit(.entries(let limit), _):
                throw .walkLimitReached(limit: limit, at: Self.folder(of: refusal.path))
            default:
                continue  // a dangling link, a loop of links, a file (not a page) whose name is not UTF-8
            }
        }
        guard directories.contains("") else { throw .notADirectory(root.path) }
        self.init(files: files, directories: directories, aliases: aliases, unreadable: unreadable)
    }

    /// The folder that holds `path` (`""` at the root).
    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}

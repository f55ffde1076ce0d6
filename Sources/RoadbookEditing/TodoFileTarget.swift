import Foundation
import SiteFiles

/// Where the todo file really is. `content/todos.yaml` may be a symbolic link (one list shared by two sites):
/// then the file it leads to is read, locked and replaced, and the link stays a link. A link that leads nowhere
/// is an error; it is never replaced by a regular file.
struct TodoFileTarget: Sendable {
    /// The file as the site names it (`content/todos.yaml`), for messages.
    let path: String
    /// The real file, every link resolved; the path in the site when nothing is there yet.
    let url: URL
    /// Whether a file is there.
    let exists: Bool
    /// Whether `path` is a symbolic link, so `url` is elsewhere.
    let isLinked: Bool

    /// Resolves `path` (relative to `root`).
    init(root: URL, path: String) throws(TodoFileProblem) {
        self.path = path
        let named = root.appendingPathComponent(path).path
        var info = stat()
        guard lstat(named, &info) == 0 else {
            url = URL(fileURLWithPath: named)
            exists = false
            isLinked = false
            return
        }
        guard let real = RealPath.resolve(named) else {
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: named)) ?? "?"
            throw .danglingLink(path: path, destination: destination)
        }
        var target = stat()
        guard stat(real, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        url = URL(fileURLWithPath: real)
        exists = true
        isLinked = info.st_mode & S_IFMT == S_IFLNK
    }

    /// Throws when the file is there but may not be written (no write permission for anyone, or not for this
    /// user): a read-only file is never replaced by renaming a new one over it.
    func checkWritable() throws(TodoFileProblem) {
        guard exists else { return }
        var info = stat()
        let isReadOnly = stat(url.path, &info) != 0 || info.st_mode & 0o222 == 0 || access(url.path, W_OK) != 0
        if isReadOnly { throw .readOnly(path: path, realPath: isLinked ? url.path : nil) }
    }

    /// The file's contents, and the snapshot of the file they were read from (to write an edit only while the file
    /// is still that one); empty when there is no file. `nil` when it is not UTF-8 (or cannot be read).
    func read() -> (contents: TodoFileContents, snapshot: FileSnapshot)? {
        guard let snapshot = FileSnapshot.take(of: url.path) else { return nil }
        guard snapshot.exists else { return (TodoFileContents(), snapshot) }
        return TodoFileContents(data: snapshot.data).map { ($0, snapshot) }
    }
}

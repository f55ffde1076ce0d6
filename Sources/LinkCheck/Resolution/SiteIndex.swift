import Foundation

/// Every file and directory of a site, read once, so references are resolved without touching the disk.
///
/// Paths are relative to the site root, `/`-separated, compared exactly (the file system is case-sensitive).
/// Symbolic links are followed, as a static web server follows them: a directory linked under a second name
/// (`latest -> v2`) is listed under both; only a link back to one of its own ancestors (a loop) is not entered.
struct SiteIndex: Sendable {
    /// Every file that is not a directory.
    let files: Set<String>
    /// Every directory; `""` is the root.
    let directories: Set<String>
    /// The HTML files (`.html`, `.htm`), sorted.
    let htmlFiles: [String]
    private let filesByLowercasedPath: [String: String]

    /// An index of the given paths (for tests and for callers that know the files already).
    init(files: Set<String>, directories: Set<String>) {
        self.files = files
        self.directories = directories.union([""])
        htmlFiles = files.filter(Self.isHTML).sorted()
        var lowercased: [String: String] = [:]
        for file in files.sorted() where lowercased[file.lowercased()] == nil {
            lowercased[file.lowercased()] = file
        }
        filesByLowercasedPath = lowercased
    }

    /// Reads the tree under `root`.
    init(root: URL) throws(LinkCheckError) {
        var files: Set<String> = []
        var directories: Set<String> = [""]
        var pending: [(relative: String, ancestors: Set<[UInt64]>)] = [("", [])]
        let rootPath = root.path
        var isFirst = true
        while let (relative, parentAncestors) = pending.popLast() {
            let absolute = relative.isEmpty ? rootPath : rootPath + "/" + relative
            var info = stat()
            var ancestors = parentAncestors
            guard stat(absolute, &info) == 0, ancestors.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted,
                let directory = opendir(absolute)
            else {
                if isFirst { throw .unreadable(rootPath) }
                continue
            }
            isFirst = false
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: Bool
                switch entry.pointee.d_type {
                case 4: isDirectory = true  // DT_DIR
                case 8: isDirectory = false  // DT_REG
                default:
                    var target = stat()
                    guard stat(absolute + "/" + name, &target) == 0 else { continue }  // a dangling link
                    isDirectory = (target.st_mode & S_IFMT) == S_IFDIR
                }
                if isDirectory {
                    directories.insert(path)
                    pending.append((path, ancestors))
                } else {
                    files.insert(path)
                }
            }
        }
        self.init(files: files, directories: directories)
    }

    /// Whether `path` names an HTML page (`.html` or `.htm`, any case).
    static func isHTML(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".html") || lowercased.hasSuffix(".htm")
    }

    /// The file a resolved path serves, or why there is none.
    func target(ofPath path: String, isDirectory: Bool) -> Result<String, TargetProblem> {
        if path.isEmpty || directories.contains(path) {
            let index = path.isEmpty ? "index.html" : path + "/index.html"
            return files.contains(index) ? .success(index) : .failure(.noIndex)
        }
        if files.contains(path) {
            return isDirectory ? .failure(.notADirectory) : .success(path)
        }
        return .failure(.noSuchFile(suggestion: suggestion(for: path)))
    }

    private func suggestion(for path: String) -> String? {
        let bare = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let match = filesByLowercasedPath[bare.lowercased()] { return match }
        for candidate in [bare + ".html", bare + "/index.html"] {
            if let match = filesByLowercasedPath[candidate.lowercased()] { return match }
        }
        return nil
    }
}

/// Every file and directory of a site, read once, so references are resolved without touching the disk.
///
/// Paths are relative to the site root, `/`-separated, compared as bytes (the file system is case-sensitive
/// and does not normalise Unicode). A directory reached a second time through a symbolic link (`latest -> v2`,
/// or a link back to an ancestor) is not walked again: it is an alias, and paths through it resolve to the
/// directory's first name, as a static web server that follows links serves them.
struct SiteIndex: Sendable {
    /// Every file that is not a directory.
    let files: Set<ByteString>
    /// Every directory; `""` is the root.
    let directories: Set<ByteString>
    /// Directories reached again under another name, by that name: their first name.
    let aliases: [ByteString: String]
    /// The HTML files (`.html`, `.htm`), sorted by bytes.
    let htmlFiles: [String]
    /// Entries that hold pages which cannot be read (a folder that cannot be opened, a name that is not
    /// UTF-8), with the reason.
    let unreadable: [UnreadableEntry]
    /// Extensions tried, in order, on a path that names nothing (`--fallback-extensions`): `/about` serves
    /// `about.html`, as clean-URL hosts do.
    var fallbackExtensions: [String] = []
    private let filesByLowercasedPath: [String: String]

    /// An index of the given paths (the walk makes one; tests may too).
    init(
        files: Set<String>, directories: Set<String>, aliases: [String: String] = [:],
        unreadable: [UnreadableEntry] = []
    ) {
        self.files = Set(files.map(ByteString.init))
        self.directories = Set(directories.map(ByteString.init)).union([ByteString("")])
        var aliasTable: [ByteString: String] = [:]
        for (alias, target) in aliases { aliasTable[ByteString(alias)] = target }
        self.aliases = aliasTable
        htmlFiles = self.files.filter { Self.isHTML($0.text) }.sorted().map(\.text)
        self.unreadable = unreadable
        // For each lower-cased path, the first file in byte order (kept without sorting every file).
        var lowercased: [String: ByteString] = [:]
        for file in self.files {
            let key = file.text.lowercased()
            if let kept = lowercased[key], kept < file { continue }
            lowercased[key] = file
        }
        filesByLowercasedPath = lowercased.mapValues(\.text)
    }

    /// Whether `path` names an HTML page (`.html` or `.htm`, any case).
    static func isHTML(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".html") || lowercased.hasSuffix(".htm")
    }

    /// The file a resolved path serves, or why there is none.
    ///
    /// A file is served as it is; a path that names no file is tried with each fallback extension, then as a
    /// folder with its index.
    func target(ofPath written: String, isDirectory: Bool) -> Result<String, TargetProblem> {
        let path = canonical(written)
        let key = ByteString(path)
        if files.contains(key) {
            return isDirectory ? .failure(.notADirectory) : .success(path)
        }
        if !isDirectory, !path.isEmpty, let fallback = fallbackFile(of: path, among: fallbackExtensions) {
            return .success(fallback)
        }
        if path.isEmpty || directories.contains(key) {
            let index = path.isEmpty ? "index.html" : path + "/index.html"
            return files.contains(ByteString(index)) ? .success(index) : .failure(.noIndex)
        }
        if !isDirectory, let accepting = fallbackFile(of: path, among: Self.cleanURLExtensions) {
            return .failure(.servedWithFallback(extension: String(accepting.split(separator: ".").last!), file: accepting))
        }
        return .failure(.noSuchFile(suggestion: suggestion(for: written)))
    }

    /// The extensions a clean-URL host tries, for the hint that names the option which would accept a link.
    static let cleanURLExtensions = ["html", "htm"]

    /// The first file `path.ext` for `ext` in `extensions`, or `nil`.
    private func fallbackFile(of path: String, among extensions: [String]) -> String? {
        for ext in extensions {
            let candidate = path + "." + ext
            if files.contains(ByteString(candidate)) { return candidate }
        }
        return nil
    }

    /// `path` with every aliased directory in it replaced by its first name.
    func canonical(_ path: String) -> String {
        guard !aliases.isEmpty else { return path }
        var current = ""
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            let next = current.isEmpty ? String(segment) : current + "/" + segment
            current = aliases[ByteString(next)] ?? next
        }
        return current
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

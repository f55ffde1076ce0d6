import SiteFiles

/// The site files changed since the last good build of the live site: some paths (relative to the site folder), or
/// everything (before the first good build, or after a build asked for without paths).
///
/// A build decides from these, not from the paths of its own call, what to read and make again (templates, images,
/// the copies of `static/`): a change that came while the build was failing is still pending after the fix.
struct PendingChanges: Sendable {
    private var isEverything = true
    private var paths: Set<String> = []

    /// Adds `changed`; `nil` is everything.
    mutating func add(_ changed: [String]?) {
        if let changed { paths.formUnion(changed) } else { isEverything = true }
    }

    /// Nothing pending: a build succeeded.
    mutating func clear() {
        isEverything = false
        paths = []
    }

    /// Whether the file at `path` changed.
    func contains(_ path: String) -> Bool {
        isEverything || paths.contains(path)
    }

    /// Whether `folder` or anything in it changed.
    func touches(_ folder: String) -> Bool {
        isEverything || paths.contains { SiteLayout.path($0, isIn: folder) }
    }
}

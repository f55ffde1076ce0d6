import Foundation

/// The results of earlier runs (`.roadbook-check-cache`, JSON): live URLs only, each with when it was checked,
/// its status and, when the page was read for fragments, its anchors. Failures are never stored, so they are
/// checked again on the next run.
struct ExternalLinkCache: Codable, Sendable, Equatable {
    /// One live URL.
    struct Entry: Codable, Sendable, Equatable {
        /// When it was checked, in seconds since 1970.
        let checked: Double
        /// The final status it answered.
        let status: Int
        /// The page's ids and `<a name>`s, sorted, when it was read as HTML.
        let anchors: [String]?
    }

    /// The file format's version; a file of another version is ignored.
    static let currentVersion = 1

    /// The format version.
    var version = currentVersion
    /// The live URLs, by URL without fragment.
    var entries: [String: Entry] = [:]

    /// The entry for `url` if it was checked less than `maxAge` seconds before `now`.
    func freshEntry(for url: String, now: Date, maxAge: Double) -> Entry? {
        guard let entry = entries[url] else { return nil }
        let age = now.timeIntervalSince1970 - entry.checked
        return age >= 0 && age < maxAge ? entry : nil
    }

    /// Removes the entries older than `maxAge` seconds.
    mutating func removeEntries(olderThan maxAge: Double, now: Date) {
        entries = entries.filter { now.timeIntervalSince1970 - $0.value.checked < maxAge }
    }

    /// Reads the cache at `file`: an empty cache when there is none yet; when the file cannot be read as a
    /// cache, an empty one and a warning (the file is then replaced on save).
    static func load(from file: URL) -> (cache: ExternalLinkCache, warning: String?) {
        guard FileManager.default.fileExists(atPath: file.path) else { return (ExternalLinkCache(), nil) }
        guard let data = FileManager.default.contents(atPath: file.path),
            let cache = try? JSONDecoder().decode(ExternalLinkCache.self, from: data), cache.version == currentVersion
        else {
            return (ExternalLinkCache(), "ignoring the cache '\(file.path)' (not a readable cache file); it will be rewritten")
        }
        return (cache, nil)
    }

    /// Writes the cache to `file` atomically (a temporary file renamed over it), so a reader never sees half
    /// of it; returns a warning when it cannot be written.
    func save(to file: URL) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(self).write(to: file, options: .atomic)
            return nil
        } catch {
            return "cannot write the cache '\(file.path)'"
        }
    }
}

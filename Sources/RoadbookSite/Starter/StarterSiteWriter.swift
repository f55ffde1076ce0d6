import Diagnostics
import Foundation

/// Writes a new site into a folder that is new or empty: all of its files, or, when anything fails, none.
package struct StarterSiteWriter: Sendable {
    /// The folder to create the site in.
    package let folder: URL
    /// How the folder is named in messages (as the user wrote it).
    package let displayPath: String

    /// A writer into `folder`, named `displayPath` in messages.
    package init(folder: URL, displayPath: String) {
        self.folder = folder.standardizedFileURL
        self.displayPath = displayPath
    }

    /// Entries an otherwise empty folder may already hold: a freshly made repository.
    static let ignoredEntries: Set<String> = [".git"]

    /// Writes `files` (path in the site → bytes) and returns their paths, sorted.
    ///
    /// Refuses a file, or a folder that holds anything but `.git`. The files are written into a hidden staging
    /// folder beside `folder` first and moved in only when all of them were written.
    package func write(_ files: [String: Data]) throws(Diagnostic) -> [String] {
        try NewFolderWriter(
            folder: folder, displayPath: displayPath, ignoredEntries: Self.ignoredEntries, refusesLinks: false,
            purpose: "create the site in"
        ).write(files)
    }
}

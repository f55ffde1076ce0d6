import Foundation

/// The repository's folder (holding `Package.swift`), found from this file's place in it: for tests that read the
/// docs, the example site or the scripts.
package enum RepositoryRoot {
    /// `Tests/TestSupport/RepositoryRoot.swift` → the folder two levels above `Tests/TestSupport`.
    package static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

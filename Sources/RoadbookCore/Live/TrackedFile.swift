import Diagnostics
import Foundation
import Observation

/// One output file built inside Observation's tracking: what it holds and the problems building it found. The
/// change handler marks it dirty in `dirty` as soon as any observable value it read is about to change.
struct TrackedFile: Sendable {
    /// The bytes, or `nil` when the file is not written (a page that failed, a sitemap without `baseURL`).
    let data: Data?
    /// The problems found building it.
    let diagnostics: [Diagnostic]

    /// Builds the file at `path` with `build`, recording what it read.
    static func build(_ path: String, dirty: DirtyPaths, _ build: () -> TrackedFile) -> TrackedFile {
        withObservationTracking(build, onChange: { dirty.insert(path) })
    }
}

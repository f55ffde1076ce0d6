import Diagnostics
import Foundation
import Observation

/// One output file built inside Observation's tracking: what it holds and the problems building it found. The
/// change handler marks it dirty in `dirty` as soon as any observable value it read is about to change.
struct TrackedFile: Sendable {
    /// The bytes until they are written (then `nil`, see ``written``), or `nil` when the file is not written (a
    /// page that failed, a sitemap without `baseURL`).
    private(set) var data: Data?
    /// A digest of the bytes, to tell whether a file built again changed; `nil` when it is not written.
    let digest: Int?
    /// The problems found building it.
    let diagnostics: [Diagnostic]

    /// A file holding `data` (`nil`: not written).
    init(data: Data?, diagnostics: [Diagnostic]) {
        self.data = data
        // Every byte (Data's own hash looks at a few of them only).
        digest = data.map { bytes in
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            return hasher.finalize()
        }
        self.diagnostics = diagnostics
    }

    /// The same file once written: its bytes are on disk, so memory keeps only the digest.
    var written: TrackedFile {
        var copy = self
        copy.data = nil
        return copy
    }

    /// Builds the file at `path` with `build`, recording what it read.
    static func build(_ path: String, dirty: DirtyPaths, _ build: () -> TrackedFile) -> TrackedFile {
        withObservationTracking(build, onChange: { dirty.insert(path) })
    }
}

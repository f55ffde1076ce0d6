import Diagnostics
import Foundation
import Observation

/// One output file built inside Observation's tracking: what it holds and the problems building it found. The
/// change handler marks it dirty in `dirty` as soon as any observable value it read is about to change.
struct TrackedFile: Sendable {
    /// Where the bytes of a file wait until they are written.
    enum Bytes: Sendable {
        /// In memory.
        case memory(Data)
        /// In a file of the staging folder (``staged(in:)``).
        case staged(StagedFile)
    }

    /// The bytes until they are written (then `nil`, see ``written``), or `nil` when the file is not written (a
    /// page that failed, a sitemap without `baseURL`).
    private(set) var bytes: Bytes?
    /// A digest of the bytes, to tell whether a file built again changed; `nil` when it is not written.
    let digest: Int?
    /// The problems found building it.
    let diagnostics: [Diagnostic]

    /// A file holding `data` (`nil`: not written).
    init(data: Data?, diagnostics: [Diagnostic]) {
        bytes = data.map(Bytes.memory)
        // Every byte (Data's own hash looks at a few of them only), the same in every run: the offline cache's
        // version is made of these digests (``OfflineFiles``).
        digest = data.map { Int(truncatingIfNeeded: StableDigest(of: $0).value) }
        self.diagnostics = diagnostics
    }

    /// The same file once written: its bytes are on disk, so memory keeps only the digest.
    var written: TrackedFile {
        var copy = self
        copy.bytes = nil
        return copy
    }

    /// The same file with its bytes moved out of memory into a file of the folder `folder`, on the output's file
    /// system; unchanged when they cannot be written there.
    func staged(in folder: String) -> TrackedFile {
        guard case .memory(let data) = bytes, let file = StagedFile.stage(data, in: folder) else { return self }
        var copy = self
        copy.bytes = .staged(file)
        return copy
    }

    /// Builds the file at `path` with `build`, recording what it read.
    static func build(_ path: String, dirty: DirtyPaths, _ build: () -> TrackedFile) -> TrackedFile {
        withObservationTracking(build, onChange: { dirty.insert(path) })
    }
}

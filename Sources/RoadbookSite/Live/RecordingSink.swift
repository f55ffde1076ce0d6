import Foundation
import Parallelism
import RoadbookImages
import SiteFiles

/// The sink one job of the live build writes through: the served folder, noting the paths the job wrote, so that a
/// file it no longer writes when it runs again is removed (``LiveJobSet``).
final class RecordingSink: OutputSink {
    private let base: LiveOutputFolder
    private let written = Locked<[String]>([])

    /// A sink passing every file to `base`.
    init(_ base: LiveOutputFolder) {
        self.base = base
    }

    /// The output paths written, in order.
    var paths: [String] { written.withLock { $0 } }

    var path: String { base.path }

    func write(_ data: Data, at relative: String) throws(FileOperationError) {
        try base.write(data, at: relative)
        note(relative)
    }

    func write(_ bytes: [UInt8], at relative: String) throws(FileOperationError) {
        try base.write(bytes, at: relative)
        note(relative)
    }

    func write(at relative: String, pieces produce: (_ write: ([UInt8]) -> Void) -> Void) throws(FileOperationError) {
        try base.write(at: relative, pieces: produce)
        note(relative)
    }

    func copy(_ file: SiteFile, to relative: String) throws(FileOperationError) {
        try base.copy(file, to: relative)
        note(relative)
    }

    func copy(descriptor: Int32, size: Int64, sourcePath: String, to relative: String) throws(FileOperationError) {
        try base.copy(descriptor: descriptor, size: size, sourcePath: sourcePath, to: relative)
        note(relative)
    }

    func linkReadOnly(_ name: String, in folder: Int32, to relative: String) -> Bool {
        guard base.linkReadOnly(name, in: folder, to: relative) else { return false }
        note(relative)
        return true
    }

    func makeDirectories(_ relative: String) throws(FileOperationError) {
        base.makeDirectories(relative)
    }

    private func note(_ path: String) {
        written.withLock { $0.append(path) }
    }
}

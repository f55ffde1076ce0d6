import Foundation

/// The temporary folder `serve` builds into (`$TMPDIR/roadbook-serve-XXXXXX/site`), so the user's output folder is
/// never touched; removed when the server stops.
struct ServeScratchFolder {
    /// The folder made by `mkdtemp`.
    let url: URL

    /// The site output inside it (the generator creates and swaps it).
    var site: URL { url.appendingPathComponent("site") }

    /// Makes a fresh, private folder.
    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array((base + "/roadbook-serve-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw ServeScratchFolder.Failure(path: base, code: errno)
        }
        url = URL(fileURLWithPath: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Deletes the folder and everything in it; tries again a few times, since a rebuild may still be writing
    /// into it when a signal stops `serve`.
    func remove() {
        for _ in 0..<5 {
            try? FileManager.default.removeItem(at: url)
            if !FileManager.default.fileExists(atPath: url.path) { return }
        }
    }
}

import Foundation

/// The processed-image cache: `.roadbook-cache/images/` in the site folder.
///
/// Each resized file is named after a key made of the source's SHA-256 and the processing parameters, so that an
/// unchanged photo is never processed twice and a changed photo or setting never reuses a stale file.
/// `index.tsv` (``ImageCacheIndex``) remembers each source's hash and header by size, time and inode. ``removeStaleEntries()`` keeps
/// only what the last build used. Safe to use from many threads.
package final class ImageCache: @unchecked Sendable {
    /// The cache folder's name in the site folder.
    static let folderName = ".roadbook-cache"
    /// Bumped when the processing changes, so older cached files are not reused.
    static let processingVersion = 1

    /// The absolute path of `.roadbook-cache/images`.
    let folder: String
    private let lock = NSLock()
    private var known: [String: ImageSourceRecord]
    private var used: [String: ImageSourceRecord] = [:]
    private var usedFiles: Set<String> = []

    /// The cache of the site at `siteFolder` (created on first write).
    init(siteFolder: String) {
        folder = siteFolder + "/" + Self.folderName + "/images"
        let index = try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + ImageCacheIndex.fileName))
        known = index.flatMap(ImageCacheIndex.records(from:)) ?? [:]
    }

    /// The record of the file at `path` (relative to the site) if its size, time and inode are unchanged.
    func record(for path: String, matching stamp: stat) -> ImageSourceRecord? {
        lock.lock()
        defer { lock.unlock() }
        guard let record = known[path], record.size == Int64(stamp.st_size), record.modified == Self.nanoseconds(stamp),
            record.inode == UInt64(stamp.st_ino)
        else { return nil }
        used[path] = record
        return record
    }

    /// Remembers what the file at `path` holds.
    func remember(_ record: ImageSourceRecord, for path: String) {
        lock.lock()
        used[path] = record
        lock.unlock()
    }

    /// The record used for `path` in this build.
    func usedRecord(for path: String) -> ImageSourceRecord? {
        lock.lock()
        defer { lock.unlock() }
        return used[path]
    }

    /// The cache files of `variants` of the source with hash `hash` under `settings` (marked as used).
    func files(for variants: [ImageVariant], hash: String, settings: ImageSettings) -> [String] {
        let parameters = "\(hash)|v\(Self.processingVersion)|q\(settings.quality)|meta\(settings.keepMetadata ? 1 : 0)"
        let key = VipsImageProcessor.sha256(Data(parameters.utf8)).prefix(32)
        let names = variants.map { "\(key)-\($0.width).\($0.format.fileExtension)" }
        lock.lock()
        usedFiles.formUnion(names)
        lock.unlock()
        return names.map { folder + "/" + $0 }
    }

    /// Writes the index with the sources of this build (unless they are the ones it holds), and deletes the files no
    /// image of this build used (an index of an older format included).
    package func removeStaleEntries() {
        lock.lock()
        defer { lock.unlock() }
        guard FileManager.default.fileExists(atPath: folder) else { return }
        if used != known {  // an unchanged index is not written again
            try? Data(ImageCacheIndex.text(of: used).utf8).write(
                to: URL(fileURLWithPath: folder + "/" + ImageCacheIndex.fileName), options: .atomic)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name != ImageCacheIndex.fileName && !usedFiles.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// The modification time of `stamp` in nanoseconds.
    static func nanoseconds(_ stamp: stat) -> Int64 {
        Int64(stamp.st_mtim.tv_sec) * 1_000_000_000 + Int64(stamp.st_mtim.tv_nsec)
    }
}

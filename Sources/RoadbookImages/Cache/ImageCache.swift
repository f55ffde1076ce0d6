import Diagnostics
import Foundation
import Parallelism
import RoadbookContent
import SiteFiles

#if canImport(Glibc)
import Glibc
#endif

/// The processed-image cache: `.roadbook-cache/images/` in the site folder.
///
/// Each resized file is named after a key made of the source's SHA-256 and the processing parameters, so that an
/// unchanged photo is never processed twice and a changed photo or setting never reuses a stale file.
/// `index.tsv` (``ImageCacheIndex``) remembers each source's hash and header by size, time and inode. ``removeStaleEntries()`` keeps
/// only what the last build used. Safe to use from many threads.
///
/// The folder is opened once without following links (``ImageCacheFolder``) and every entry is opened with
/// `O_NOFOLLOW | O_NONBLOCK` and checked to be a regular file before it is used: an entry that is a link, a FIFO or
/// a folder is a cache miss with a warning (the image is made again, and the entry is left as it is). A prune
/// removes only regular files whose names Roadbook gives its entries (``isEntryName(_:)``).
package final class ImageCache: Sendable {
    /// The cache folder's name in the site folder.
    static let folderName = ImageCacheFolder.cacheName
    /// Bumped when the processing changes, so older cached files are not reused.
    static let processingVersion = 1
    /// The largest index read (about 200 bytes a source: room for millions of images).
    static let largestIndex = 512 << 20

    /// The open cache folder.
    let folder: ImageCacheFolder
    /// The index as this build read it: never changed, so read without the lock by the threads that plan the images
    /// (20,000 lookups under one lock made the second core wait on it).
    private let index: [String: ImageSourceRecord]
    private let records = Locked(Records())

    /// What the index held, what this build used, and the warnings so far.
    private struct Records {
        /// The index as the last build left it.
        var known: [String: ImageSourceRecord] = [:]
        var used: [String: ImageSourceRecord] = [:]
        /// Whether a record not taken from ``known`` went into ``used`` since ``known`` was last set: until one
        /// does, every record of ``used`` is the one ``known`` holds, and the two are equal when their counts are.
        var rememberedSinceSave = false
        var usedFiles: Set<String> = []
        var warned: Set<String> = []
        var warnings: [Diagnostic] = []
    }

    /// The cache of the site at `siteFolder` (created on first write).
    init(siteFolder: String) {
        let folder = ImageCacheFolder(siteFolder: siteFolder)
        self.folder = folder
        let (indexEntry, unexpected) = Self.entry(ImageCacheIndex.fileName, in: folder)
        var index: [String: ImageSourceRecord] = [:]
        if case .file(let descriptor, _) = indexEntry {
            defer { close(descriptor) }
            index = Self.readAll(descriptor, limit: Self.largestIndex).flatMap(ImageCacheIndex.records(from:)) ?? [:]
        }
        self.index = index
        records.withLock { [index] in $0.known = index }
        if let reason = folder.refusal {
            warn("the image cache is not used (\(reason)); images are made again and nothing in it is read or changed",
                 at: ImageCacheFolder.cacheName)
        }
        if let unexpected { warn(unexpected.message, at: unexpected.path) }
    }

    /// The warnings about the cache folder so far (each unexpected entry once).
    package var warnings: [Diagnostic] {
        records.withLock { $0.warnings }
    }

    /// The record of the file at `path` (relative to the site) if its size, time and inode are unchanged, marked as
    /// used.
    func record(for path: String, matching stamp: stat) -> ImageSourceRecord? {
        guard let record = indexedRecord(for: path, matching: stamp) else { return nil }
        markUsed([(path, record)])
        return record
    }

    /// The record the index read at the start holds for the file at `path` if its size, time and inode are
    /// unchanged, not marked as used (``markUsed(_:)``): read without the lock.
    func indexedRecord(for path: String, matching stamp: stat) -> ImageSourceRecord? {
        guard let record = index[path], record.stamp == FileStamp(stamp) else { return nil }
        return record
    }

    /// Marks the index's `records` (each with its path) as used by this build, under the lock once.
    func markUsed(_ records: [(path: String, record: ImageSourceRecord)]) {
        guard !records.isEmpty else { return }
        self.records.withLock { held in
            held.used.reserveCapacity(held.used.count + records.count)
            for (path, record) in records { held.used[path] = record }
        }
    }

    /// Remembers what the file at `path` holds.
    func remember(_ record: ImageSourceRecord, for path: String) {
        records.withLock { records in
            records.used[path] = record
            records.rememberedSinceSave = true
        }
    }

    /// The record used for `path` in this build.
    func usedRecord(for path: String) -> ImageSourceRecord? {
        records.withLock { $0.used[path] }
    }

    /// The names of the cache files of `variants` of the source with hash `hash` under `settings` (marked as used).
    func names(for variants: [ImageVariant], hash: String, settings: ImageSettings) -> [String] {
        // The parameters and each name written as bytes: the interpolated strings and the key's `prefix` by
        // characters were 16,000 instructions an image, twice the hash.
        var parameters = Array(hash.utf8)
        parameters.append(contentsOf: "|v\(Self.processingVersion)|q\(settings.quality)|meta\(settings.keepMetadata ? 1 : 0)".utf8)
        let key = Array(VipsImageProcessor.sha256(Data(parameters)).utf8.prefix(32))
        let names = variants.map { Self.name(key: key, width: $0.width, fileExtension: $0.format.fileExtension) }
        records.withLock { $0.usedFiles.formUnion(names) }
        return names
    }

    /// `<key>-<width>.<fileExtension>`: the cache's name of a variant of the source and settings `key` stands for.
    static func name(key: [UInt8], width: Int, fileExtension: String) -> String {
        var bytes = key
        bytes.reserveCapacity(key.count + 24)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(contentsOf: String(width).utf8)
        bytes.append(UInt8(ascii: "."))
        bytes.append(contentsOf: fileExtension.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What a name in the cache folder is.
    enum Entry {
        /// A regular file, open (the caller closes it), and its size.
        case file(Int32, size: Int64)
        /// Nothing by that name.
        case absent
        /// Something else: a link, a FIFO, a folder (a warning was recorded).
        case unexpected
    }

    /// The entry `name`, opened without following a link or waiting on a FIFO, and checked to be a regular file.
    func entry(_ name: String) -> Entry {
        let (entry, unexpected) = Self.entry(name, in: folder)
        if let unexpected { warn(unexpected.message, at: unexpected.path) }
        return entry
    }

    /// ``entry(_:)`` in `folder`, and the warning to record when it is unexpected.
    private static func entry(_ name: String, in folder: ImageCacheFolder) -> (Entry, warning: (message: String, path: String)?) {
        guard let directory = folder.existingDescriptor else { return (.absent, nil) }
        let descriptor = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        var status = stat()
        if descriptor < 0 {
            if errno == ENOENT { return (.absent, nil) }
            let kind = fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? CacheEntryKind(status).description : "unreadable"
            return (.unexpected, unexpectedEntry(kind, name: name, in: folder))
        }
        guard fstat(descriptor, &status) == 0, CacheEntryKind(status).isRegularFile else {
            let kind = CacheEntryKind(status).description
            close(descriptor)
            return (.unexpected, unexpectedEntry(kind, name: name, in: folder))
        }
        return (.file(descriptor, size: Int64(status.st_size)), nil)
    }

    /// The warning about the entry `name` of `folder`, which is a `kind` instead of a file.
    private static func unexpectedEntry(_ kind: String, name: String, in folder: ImageCacheFolder) -> (message: String, path: String) {
        ("cache entry is \(kind), not a file Roadbook made; it is ignored and the image is made again", folder.displayPath(of: name))
    }

    /// What became of a cache entry asked to be put in the output.
    enum Placement {
        /// It is there: a hard link to the entry, or a copy of it.
        case placed
        /// Nothing by that name in the cache.
        case absent
        /// Something else: a link, a FIFO, a folder (a warning was recorded).
        case unexpected
    }

    /// Puts the entry `name` at `destination` in `output`: as a hard link where the two folders share a file system
    /// (the entry is then made read-only, so that neither name can be written by mistake), else as a copy.
    func place(_ name: String, at destination: String, in output: any OutputSink) throws(FileOperationError) -> Placement {
        if let directory = folder.existingDescriptor, output.linkReadOnly(name, in: directory, to: destination) { return .placed }
        switch entry(name) {
        case .file(let descriptor, let size):
            defer { close(descriptor) }
            try output.copy(descriptor: descriptor, size: size, sourcePath: folder.displayPath(of: name), to: destination)
            return .placed
        case .absent: return .absent
        case .unexpected: return .unexpected
        }
    }

    /// Whether `name` is one Roadbook gives a cache entry: 32 hex digits, `-`, a width, `.` and an image extension,
    /// optionally followed by a `.partial-…` suffix (a write that a stopped build left).
    static func isEntryName(_ name: String) -> Bool {
        var rest = Substring(name)
        if let partial = rest.range(of: ".partial-") { rest = rest[..<partial.lowerBound] }
        let parts = rest.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 32, parts[0].allSatisfy(\.isHexDigit) else { return false }
        let widthAndExtension = parts[1].split(separator: ".", maxSplits: 1)
        guard widthAndExtension.count == 2, !widthAndExtension[0].isEmpty, widthAndExtension[0].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return ImageFormat.allCases.contains { $0.fileExtension == widthAndExtension[1] }
    }

    /// Writes the index with the sources of this build (unless they are the ones it holds), and deletes the files no
    /// image of this build used (an index of an older format included): only regular files with the names Roadbook
    /// gives its entries, never a link, a folder or a file it did not make.
    package func removeStaleEntries() {
        guard let directory = folder.existingDescriptor else { return }
        records.withLock { records in
            Self.saveIndex(of: &records, in: directory)
            for name in Self.names(in: directory) where !records.usedFiles.contains(name) && Self.isEntryName(name) {
                var status = stat()
                guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0, CacheEntryKind(status).isRegularFile
                else { continue }
                unlinkat(directory, name, 0)
            }
        }
    }

    /// Writes the index with the sources this build has used so far, unless they are the ones it holds, which it then
    /// holds instead. `generate` calls it once every image's record is made (before the pages: the index's text,
    /// megabytes at 20,000 photos, is not made at the build's peak of memory, with every page's text held); the
    /// records of stale stamps are let go with it.
    package func saveIndex() {
        guard let directory = folder.existingDescriptor else { return }
        records.withLock { Self.saveIndex(of: &$0, in: directory) }
    }

    private static func saveIndex(of records: inout Records, in directory: Int32) {
        // An unchanged index is not written again; comparing the records of 20,000 photos one by one took 13 ms.
        let unchanged = records.rememberedSinceSave ? records.used == records.known : records.used.count == records.known.count
        guard !unchanged else { return }
        // Under a new name, then renamed into place (a folder of that name stays as it is).
        write(Data(ImageCacheIndex.text(of: records.used).utf8), named: ImageCacheIndex.fileName, in: directory)
        records.known = records.used
        records.rememberedSinceSave = false
    }

    /// The whole of the cache's own file `name` (a regular file, opened without following a link or waiting on a
    /// FIFO), if it holds at most `limit` bytes; nil otherwise (anything unexpected is warned about).
    func contents(ofOwnFile name: String, limit: Int) -> Data? {
        guard case .file(let descriptor, _) = entry(name) else { return nil }
        defer { close(descriptor) }
        return Self.readAll(descriptor, limit: limit)
    }

    /// Writes the cache's own file `name` in the cache folder (made if need be): under a new name, then renamed into
    /// place, never through a link; a link, FIFO or folder of that name (not Roadbook's) is left as it is.
    func write(_ data: Data, toOwnFile name: String) {
        guard let directory = try? folder.writableDescriptor() else { return }
        Self.write(data, named: name, in: directory)
    }

    /// Writes `data` as `name` in the open folder `directory`: a new file (`O_EXCL`, `O_NOFOLLOW`) renamed into place,
    /// unless something other than a regular file holds the name.
    private static func write(_ data: Data, named name: String, in directory: Int32) {
        var existing = stat()
        if fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0, !CacheEntryKind(existing).isRegularFile { return }
        let partial = name + ".partial-\(getpid())-\(UUID().uuidString)"
        let descriptor = openat(directory, partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let failure = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        close(descriptor)
        if failure != nil || renameat(directory, partial, directory, name) != 0 { unlinkat(directory, partial, 0) }
    }

    /// The names in the open folder `directory`.
    private static func names(in directory: Int32) -> [String] {
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Up to `limit` bytes of the open file `descriptor`; nil when it holds more or cannot be read.
    static func readAll(_ descriptor: Int32, limit: Int) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            if data.count > limit { return nil }
        }
    }

    /// Records a warning about `path` (relative to the site), once per path.
    func warn(_ message: String, at path: String) {
        records.withLock { records in
            guard records.warned.insert(path).inserted else { return }
            records.warnings.append(.warning(message, at: SourceLocation(path: path)))
        }
    }

}

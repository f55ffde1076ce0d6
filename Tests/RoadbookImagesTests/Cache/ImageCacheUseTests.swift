import Foundation
import TestSupport
import Testing

@testable import RoadbookImages

/// What a build reads of the cache without its locks (the index and the details file as they were loaded) and what
/// it then marks as used, once: only what is marked is kept when the index and the details are saved.
@Suite struct ImageCacheUseTests {
    private let header = ImageHeader(width: 640, height: 480, hasAlpha: false)
    /// SHA-256 digests, as the details file keys its lines.
    private let knownHash = String(repeating: "a1", count: 32)
    private let newHash = String(repeating: "b2", count: 32)
    private let unusedHash = String(repeating: "c3", count: 32)

    @Test func anIndexedRecordIsUsedOnlyOnceMarked() throws {
        let site = try TemporaryDirectory()
        let folder = site.url.path + "/.roadbook-cache/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var stamps: [String: stat] = [:]
        let writer = ImageCache(siteFolder: site.url.path)
        for name in ["kept", "unused"] {
            let path = site.url.path + "/\(name).jpg"
            try Data(name.utf8).write(to: URL(fileURLWithPath: path))
            var status = stat()
            #expect(stat(path, &status) == 0)
            stamps[name] = status
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            let record = ImageSourceRecord(
                size: Int64(status.st_size), modified: modified, inode: UInt64(status.st_ino), hash: name, header: header)
            writer.remember(record, for: "\(name).jpg")
        }
        writer.saveIndex()

        let cache = ImageCache(siteFolder: site.url.path)
        let kept = try #require(cache.indexedRecord(for: "kept.jpg", matching: stamps["kept"]!))
        #expect(kept.hash == "kept")
        #expect(cache.indexedRecord(for: "unused.jpg", matching: stamps["unused"]!)?.hash == "unused")
        #expect(cache.indexedRecord(for: "kept.jpg", matching: stamps["unused"]!) == nil, "another file's stamp")
        #expect(cache.usedRecord(for: "kept.jpg") == nil, "reading the index marks nothing")
        cache.markUsed([("kept.jpg", kept)])
        #expect(cache.usedRecord(for: "kept.jpg") == kept)
        #expect(cache.usedRecord(for: "unused.jpg") == nil)
        cache.saveIndex()
        let index = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + ImageCacheIndex.fileName))
        #expect(ImageCacheIndex.records(from: index) == ["kept.jpg": kept])
    }

    @Test func detailsAreMadeOncePerHashAndSavedOnlyWhenUsed() throws {
        let site = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: site.url.path + "/.roadbook-cache/images", withIntermediateDirectories: true)
        let known = ImageDetails(placeholder: nil, captureDate: "2024:05:12 14:03:22")
        let writer = ImageDetailsCache(in: ImageCache(siteFolder: site.url.path))
        writer.markUsed([(knownHash, known), (unusedHash, .none)])
        writer.save()

        let details = ImageDetailsCache(in: ImageCache(siteFolder: site.url.path))
        #expect(details.knownDetails(forHash: knownHash) == known)
        #expect(details.knownDetails(forHash: newHash) == nil)
        var made = 0
        let new = ImageDetails(placeholder: nil, captureDate: "2025:01:02 03:04:05")
        for _ in 0..<2 {
            #expect(details.madeDetails(forHash: newHash) {
                made += 1
                return new
            } == new)
        }
        #expect(made == 1, "the second image with the same bytes takes what the first made")
        details.markUsed([(knownHash, known)])
        details.save()
        let reread = ImageDetailsCache(in: ImageCache(siteFolder: site.url.path))
        #expect(reread.knownDetails(forHash: knownHash) == known)
        #expect(reread.knownDetails(forHash: newHash) == new)
        #expect(reread.knownDetails(forHash: unusedHash) == nil, "details not marked are not kept")
    }
}

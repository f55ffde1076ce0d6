import Foundation
import RoadbookContent
import SiteFiles
import TestSupport
import Testing

@testable import RoadbookImages
@testable import RoadbookSite

/// A rebuild puts each cached variant into the output as a hard link to its cache file, which it makes read-only,
/// and copies it where the two folders are on different file systems; writing the output again never writes the
/// cache.
@Suite struct ImageCacheLinkTests {
    private static let variant = "images/96/photo.jpg"

    /// The cache file of the photo's 96-pixel JPEG.
    private static func cacheEntry(_ site: PhotoSite) throws -> String {
        let name = try #require(site.cacheFiles.first { $0.hasSuffix("-96.jpg") })
        return site.root.appendingPathComponent(".roadbook-cache/images/" + name).path
    }

    private static func status(_ path: String) throws -> stat {
        var status = stat()
        try #require(lstat(path, &status) == 0, "no file at \(path)")
        return status
    }

    @Test func aRebuildLinksEachVariantToItsCacheFileMadeReadOnly() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        try site.generate()
        let entry = try Self.status(Self.cacheEntry(site))
        let published = try Self.status(site.output.appendingPathComponent(Self.variant).path)
        #expect(published.st_ino == entry.st_ino && published.st_dev == entry.st_dev)
        #expect(entry.st_mode & 0o7777 == 0o444)
        #expect(try site.decodedOutput(Self.variant).width == 96)
    }

    @Test func writingALinkedOutputFileAgainLeavesTheCacheAsItWas() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        try site.generate()
        let entry = try Self.cacheEntry(site)
        let cached = try Data(contentsOf: URL(fileURLWithPath: entry))
        let output = try OutputFolder(path: site.output.path)
        try output.write("edited in place", at: Self.variant)
        try output.write(at: Self.variant) { write in write(Array("edited in pieces".utf8)) }
        #expect(try site.page(Self.variant) == "edited in pieces")
        #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) == cached)
        #expect(try Self.status(entry).st_nlink == 1)
    }

    @Test(.enabled(if: ImageCacheLinkTests.sharedMemoryIsAnotherFileSystem, "needs /dev/shm on a file system of its own"))
    func anOutputOnAnotherFileSystemGetsACopy() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let elsewhere = URL(fileURLWithPath: "/dev/shm/roadbook-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try SiteGenerator(
            source: site.root, dataSource: FileContentDataSource(root: site.root), output: elsewhere, home: "/nonexistent-home"
        ).generate()
        let entry = try Self.cacheEntry(site)
        let published = try Self.status(elsewhere.appendingPathComponent(Self.variant).path)
        #expect(published.st_dev != (try Self.status(entry)).st_dev)
        #expect(try Data(contentsOf: elsewhere.appendingPathComponent(Self.variant)) == Data(contentsOf: URL(fileURLWithPath: entry)))
    }

    /// Whether `/dev/shm` is on another file system than the temporary folder the sites are made in.
    static var sharedMemoryIsAnotherFileSystem: Bool {
        var shared = stat()
        var temporary = stat()
        return stat("/dev/shm", &shared) == 0 && stat(FileManager.default.temporaryDirectory.path, &temporary) == 0
            && shared.st_dev != temporary.st_dev
    }
}

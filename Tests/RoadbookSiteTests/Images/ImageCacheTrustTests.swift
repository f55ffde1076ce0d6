import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookImages
@testable import RoadbookSite

/// `.roadbook-cache/` sits in the site folder, which a pull request controls: a link or a FIFO committed there must
/// neither publish a file from elsewhere, nor make a prune delete one, nor block the build.
@Suite struct ImageCacheTrustTests {
    private static let fileManager = FileManager.default

    /// The cache entry of the photo's 96-pixel JPEG after a first build.
    private static func builtEntry(_ site: PhotoSite) throws -> URL {
        try site.generate()
        let name = try #require(site.cacheFiles.first { $0.hasSuffix("-96.jpg") })
        return site.root.appendingPathComponent(".roadbook-cache/images/" + name)
    }

    private static func warnings(_ report: GenerationReport) -> [String] {
        report.warnings.map { "\($0.location?.path ?? ""): \($0.message)" }
    }

    @Test func anEntryThatLinksOutOfTheSiteIsNotPublished() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        let entry = try Self.builtEntry(site)
        let secret = site.directory.url.appendingPathComponent("secret.txt")
        try Data("root:x:0:0:secret".utf8).write(to: secret)
        try Self.fileManager.removeItem(at: entry)
        try Self.fileManager.createSymbolicLink(at: entry, withDestinationURL: secret)
        let report = try site.generate()
        #expect(try site.outputFile("images/96/photo.jpg") != Data("root:x:0:0:secret".utf8))
        #expect(try site.decodedOutput("images/96/photo.jpg").width == 96)
        #expect(Self.warnings(report).contains { $0.contains(entry.lastPathComponent) && $0.contains("symbolic link") }, "\(Self.warnings(report))")
        // The link is not Roadbook's: it stays, and so does what it points at.
        #expect((try? Self.fileManager.destinationOfSymbolicLink(atPath: entry.path)) == secret.path)
        #expect(try Data(contentsOf: secret) == Data("root:x:0:0:secret".utf8))
    }

    @Test func aCacheFolderThatLinksToTheContentLeavesTheOriginalsAlone() throws {
        let photo = try PhotoSite.photo()
        let site = try PhotoSite(photos: ["photo.jpg": photo, "other.jpg": photo])
        // `.roadbook-cache/images` is then `content/images`, the originals' folder.
        try Self.fileManager.createSymbolicLink(
            atPath: site.root.appendingPathComponent(".roadbook-cache").path, withDestinationPath: "content")
        let images = site.root.appendingPathComponent("content/images")
        let report = try site.generate()
        try site.generate()
        #expect(try Self.fileManager.contentsOfDirectory(atPath: images.path).sorted() == ["other.jpg", "photo.jpg"])
        #expect(try Data(contentsOf: images.appendingPathComponent("photo.jpg")) == photo)
        #expect(try site.decodedOutput("images/96/photo.jpg").width == 96)
        #expect(Self.warnings(report).contains { $0.hasPrefix(".roadbook-cache: ") && $0.contains("symbolic link") }, "\(Self.warnings(report))")
    }

    @Test func aCacheFolderThatLinksOutOfTheSiteLeavesItsFilesAlone() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        let victim = site.directory.url.appendingPathComponent("victim")
        try Self.fileManager.createDirectory(at: victim.appendingPathComponent("images"), withIntermediateDirectories: true)
        // Named as Roadbook names its entries, so a prune that followed the link would take them.
        let files = ["0123456789abcdef0123456789abcdef-96.jpg", "index.tsv", "thesis.pdf"]
        for file in files { try Data("mine: \(file)".utf8).write(to: victim.appendingPathComponent("images/" + file)) }
        try Self.fileManager.createSymbolicLink(
            atPath: site.root.appendingPathComponent(".roadbook-cache").path, withDestinationPath: "../victim")
        try site.generate()
        try site.generate()
        #expect(try Self.fileManager.contentsOfDirectory(atPath: victim.appendingPathComponent("images").path).sorted() == files.sorted())
        for file in files {
            #expect(try Data(contentsOf: victim.appendingPathComponent("images/" + file)) == Data("mine: \(file)".utf8))
        }
        // Nothing of the cache (the photos' details included) is written through the link.
        #expect(try Self.fileManager.contentsOfDirectory(atPath: victim.path) == ["images"])
    }

    @Test func theDetailsFileAsALinkIsNeitherReadNorWrittenThrough() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let details = site.root.appendingPathComponent(".roadbook-cache/images/image-details.tsv")
        #expect(Self.fileManager.fileExists(atPath: details.path))
        let secret = site.directory.url.appendingPathComponent("secret.txt")
        try Data("root:x:0:0:secret".utf8).write(to: secret)
        try Self.fileManager.removeItem(at: details)
        try Self.fileManager.createSymbolicLink(at: details, withDestinationURL: secret)
        let report = try site.generate()
        #expect(try Data(contentsOf: secret) == Data("root:x:0:0:secret".utf8))
        #expect((try? Self.fileManager.destinationOfSymbolicLink(atPath: details.path)) == secret.path)
        #expect(Self.warnings(report).contains { $0.contains("image-details.tsv") && $0.contains("symbolic link") }, "\(Self.warnings(report))")
    }

    @Test(.timeLimit(.minutes(1))) func theDetailsFileAsAFIFOIsNotWaitedOn() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let details = site.root.appendingPathComponent(".roadbook-cache/images/image-details.tsv")
        try Self.fileManager.removeItem(at: details)
        #expect(mkfifo(details.path, 0o644) == 0)
        let report = try site.generate()
        #expect(try site.decodedOutput("images/96/photo.jpg").width == 96)
        #expect(Self.warnings(report).contains { $0.contains("image-details.tsv") && $0.contains("FIFO") }, "\(Self.warnings(report))")
    }

    @Test func anImagesFolderThatIsALinkIsNotUsed() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        let elsewhere = site.directory.url.appendingPathComponent("elsewhere")
        try Self.fileManager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Self.fileManager.createDirectory(at: site.root.appendingPathComponent(".roadbook-cache"), withIntermediateDirectories: true)
        try Self.fileManager.createSymbolicLink(
            atPath: site.root.appendingPathComponent(".roadbook-cache/images").path, withDestinationPath: elsewhere.path)
        let report = try site.generate()
        #expect(try Self.fileManager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(Self.warnings(report).contains { $0.contains(".roadbook-cache/images") }, "\(Self.warnings(report))")
    }

    @Test func aFileWhereTheCacheFolderShouldBeIsLeftAloneWithAWarning() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try Data("not a folder".utf8).write(to: site.root.appendingPathComponent(".roadbook-cache"))
        let report = try site.generate()
        #expect(try site.decodedOutput("images/96/photo.jpg").width == 96)
        #expect(try Data(contentsOf: site.root.appendingPathComponent(".roadbook-cache")) == Data("not a folder".utf8))
        #expect(Self.warnings(report).contains { $0.hasPrefix(".roadbook-cache: ") && $0.contains("a file, not a folder") }, "\(Self.warnings(report))")
    }

    @Test func aFIFOEntryIsACacheMissWithAWarningAndNeverBlocksABuild() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        let entry = try Self.builtEntry(site)
        try Self.fileManager.removeItem(at: entry)
        #expect(mkfifo(entry.path, 0o644) == 0)
        for _ in 0..<2 {
            let report = try site.generate()
            #expect(try site.decodedOutput("images/96/photo.jpg").width == 96)
            #expect(Self.warnings(report).contains { $0.contains(entry.lastPathComponent) && $0.contains("FIFO") }, "\(Self.warnings(report))")
        }
        var status = stat()
        #expect(lstat(entry.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aPruneRemovesOnlyTheFilesRoadbookMade() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        let entry = try Self.builtEntry(site)
        let folder = entry.deletingLastPathComponent()
        try Data("my notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Self.fileManager.createDirectory(at: folder.appendingPathComponent("0123456789abcdef0123456789abcdef-10.jpg"), withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent("fedcba9876543210fedcba9876543210-10.jpg")
        try Data("old".utf8).write(to: stale)
        try site.generate()
        #expect(Self.fileManager.fileExists(atPath: folder.appendingPathComponent("notes.txt").path))
        #expect(Self.fileManager.fileExists(atPath: folder.appendingPathComponent("0123456789abcdef0123456789abcdef-10.jpg").path))
        #expect(!Self.fileManager.fileExists(atPath: stale.path))
    }

    @Test func entryNamesAreOnlyRoadbooks() {
        #expect(ImageCache.isEntryName("0123456789abcdef0123456789abcdef-96.jpg"))
        #expect(ImageCache.isEntryName("0123456789abcdef0123456789abcdef-96.webp.partial-12-AB"))
        for name in ["index.tsv", "notes.txt", "0123456789abcdef0123456789abcdef-96.txt", "0123-96.jpg", "0123456789abcdef0123456789abcdef-.jpg"] {
            #expect(!ImageCache.isEntryName(name), "\(name)")
        }
    }
}

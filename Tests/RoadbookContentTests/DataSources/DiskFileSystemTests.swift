import Foundation
import TestSupport
import Testing
@testable import RoadbookContent

@Suite struct DiskFileSystemTests {
    /// A folder with a file, an empty file, a subfolder, links to each and a dangling link.
    private func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("hello", to: "dir/b.txt")
        try site.write("", to: "dir/empty.md")
        try site.write("x", to: "dir/sub/inner.txt")
        let manager = FileManager.default
        let dir = site.url.appendingPathComponent("dir").path
        try manager.createSymbolicLink(atPath: dir + "/a-link.txt", withDestinationPath: "b.txt")
        try manager.createSymbolicLink(atPath: dir + "/folder-link", withDestinationPath: "sub")
        try manager.createSymbolicLink(atPath: dir + "/dangling.png", withDestinationPath: "nowhere.png")
        return site
    }

    @Test func listsTheFilesOfAFolderSortedFollowingLinks() throws {
        let site = try makeSite()
        let files = DiskFileSystem(root: site.url)
        #expect(files.fileNames(in: "dir") == ["a-link.txt", "b.txt", "empty.md"])
        #expect(files.fileNames(in: "dir/sub") == ["inner.txt"])
        #expect(files.fileNames(in: "missing") == nil)
        #expect(files.fileNames(in: "dir/b.txt") == nil)
    }

    @Test func tellsFilesFromFolders() throws {
        let site = try makeSite()
        let files = DiskFileSystem(root: site.url)
        #expect(files.fileExists("dir/b.txt"))
        #expect(files.fileExists("dir/a-link.txt"))
        #expect(!files.fileExists("dir/sub"))
        #expect(!files.fileExists("dir/folder-link"))
        // A dangling link is there (an error when read), never taken for an absent file that could be replaced.
        #expect(files.fileExists("dir/dangling.png"))
        #expect(files.contents(of: "dir/dangling.png", limit: nil) == nil)
        #expect(!files.fileExists("dir/missing"))
    }

    @Test func readsWholeFilesOrTheirStart() throws {
        let site = try makeSite()
        let big = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try big.write(to: site.url.appendingPathComponent("dir/big.bin"))
        let files = DiskFileSystem(root: site.url)
        #expect(files.contents(of: "dir/b.txt", limit: nil) == Data("hello".utf8))
        #expect(files.contents(of: "dir/a-link.txt", limit: 3) == Data("hel".utf8))
        #expect(files.contents(of: "dir/b.txt", limit: 100) == Data("hello".utf8))
        #expect(files.contents(of: "dir/b.txt", limit: 0) == Data())
        #expect(files.contents(of: "dir/empty.md", limit: nil) == Data())
        #expect(files.contents(of: "dir/big.bin", limit: nil) == big)
        #expect(files.contents(of: "dir/big.bin", limit: 65_536) == big.prefix(65_536))
        #expect(files.contents(of: "dir/sub", limit: nil) == nil)
        #expect(files.contents(of: "dir/dangling.png", limit: nil) == nil)
        #expect(files.contents(of: "dir/missing", limit: nil) == nil)
        #expect(files.contents(of: "missing/b.txt", limit: nil) == nil)
        #expect(files.contents(of: "dir/sub/inner.txt", limit: nil) == Data("x".utf8))
        #expect(files.contents(of: "dir/../dir/b.txt", limit: nil) == Data("hello".utf8))
    }

    @Test func readsFilesAtTheRootAndInFoldersMadeAfterTheFirstRead() throws {
        let site = try makeSite()
        let files = DiskFileSystem(root: site.url)
        #expect(files.contents(of: "late/new.txt", limit: nil) == nil)
        try site.write("top", to: "top.txt")
        try site.write("new", to: "late/new.txt")
        #expect(files.contents(of: "top.txt", limit: nil) == Data("top".utf8))
        #expect(files.contents(of: "late/new.txt", limit: nil) == Data("new".utf8))
    }

    @Test func aRootWithATrailingSlashWorks() throws {
        let site = try makeSite()
        let slashed = DiskFileSystem(root: URL(fileURLWithPath: site.url.path + "/", isDirectory: true))
        #expect(slashed.contents(of: "dir/b.txt", limit: nil) == Data("hello".utf8))
        #expect(slashed.fileNames(in: "dir")?.count == 3)
    }

    @Test func aFIFOIsNotReadAndDoesNotBlock() throws {
        let site = try makeSite()
        let path = site.url.appendingPathComponent("dir/pipe.md").path
        try #require(mkfifo(path, 0o644) == 0)
        let files = DiskFileSystem(root: site.url)
        #expect(files.contents(of: "dir/pipe.md", limit: nil) == nil)
        #expect(files.fileNames(in: "dir")?.contains("pipe.md") == false)
        let entries = try files.entries(of: "dir").get()
        #expect(entries.first { $0.name == "pipe.md" }?.kind == .refused(.notRegularFile(kind: "a FIFO (named pipe)")))
    }
}

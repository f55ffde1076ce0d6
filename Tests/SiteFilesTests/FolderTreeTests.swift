import Foundation
import TestSupport
import Testing
@testable import SiteFiles

@Suite struct FolderTreeTests {
    /// A tree shaped like a site's output: files at the top, a folder of many page folders, a folder of many files,
    /// and a folder nested a few levels deep.
    @Test func removesEveryFileAndFolderOfASiteShapedTree() throws {
        let folder = try TemporaryDirectory()
        let root = folder.url.appendingPathComponent("old").path
        for index in 0..<300 { _ = try folder.write("<p>\(index)</p>\n", to: "old/places/place-\(index)/index.html") }
        for index in 0..<500 { _ = try folder.write("image", to: "old/images/8/photo-\(index).webp") }
        _ = try folder.write("deep", to: "old/a/b/c/d/e/f/file.txt")
        _ = try folder.write("top", to: "old/index.html")
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: false)
        FolderTree.remove(root)
        #expect(!FileManager.default.fileExists(atPath: root))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func linksAreRemovedAndWhatTheyLeadToIsKept() throws {
        let folder = try TemporaryDirectory()
        let kept = try folder.write("keep me\n", to: "outside/file.txt")
        let root = folder.url.appendingPathComponent("old").path
        _ = try folder.write("page", to: "old/places/one/index.html")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root + "/places/one/to-folder", withDestinationPath: kept.deletingLastPathComponent().path)
        try manager.createSymbolicLink(atPath: root + "/places/one/to-file", withDestinationPath: kept.path)
        try manager.createSymbolicLink(atPath: root + "/to-folder", withDestinationPath: kept.deletingLastPathComponent().path)
        try manager.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nothing")
        FolderTree.remove(root)
        #expect(!manager.fileExists(atPath: root))
        #expect(try folder.read("outside/file.txt") == "keep me\n")
    }

    @Test func aLinkGivenAsTheTreeIsRemovedNotFollowed() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("keep me\n", to: "target/file.txt")
        let link = folder.url.appendingPathComponent("old").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.url.appendingPathComponent("target").path)
        FolderTree.remove(link)
        var status = stat()
        #expect(lstat(link, &status) != 0)
        #expect(try folder.read("target/file.txt") == "keep me\n")
    }

    /// Deeper than the folders emptied through open descriptors: the rest is removed from its path, and all goes.
    @Test func aTreeDeeperThanTheOpenLevelsIsRemovedWhole() throws {
        let folder = try TemporaryDirectory()
        let levels = (0..<(FolderTree.deepestOpenLevel + 8)).map { "level\($0)" }.joined(separator: "/")
        _ = try folder.write("bottom", to: "old/" + levels + "/file.txt")
        _ = try folder.write("middle", to: "old/level0/level1/file.txt")
        FolderTree.remove(folder.url.appendingPathComponent("old").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aMissingPathOrAFileIsHandled() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("x", to: "file.txt")
        FolderTree.remove(folder.url.appendingPathComponent("missing").path)
        FolderTree.remove(file.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}

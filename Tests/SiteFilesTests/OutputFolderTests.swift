import Foundation
import TestSupport
import Testing
@testable import SiteFiles

@Suite struct OutputFolderTests {
    @Test func writesCopiesAndMakesFoldersBelowTheOpenFolder() throws {
        let folder = try TemporaryDirectory()
        let source = try folder.write("cached\n", to: "cache/a.webp")
        let root = folder.url.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let output = try OutputFolder(path: root)
        try output.makeDirectories("images/800")
        try output.write("<p>page</p>\n", at: "images/page.html")
        try output.write(Data("bytes".utf8), at: "images/800/b.bin")
        #expect(try output.copyFileIfPresent(from: source.path, to: "images/800/a.webp"))
        #expect(try folder.read("out/images/page.html") == "<p>page</p>\n")
        #expect(try folder.read("out/images/800/b.bin") == "bytes")
        #expect(try folder.read("out/images/800/a.webp") == "cached\n")
    }

    @Test func aMissingSourceCopiesNothingAndAFailureNamesTheWholePath() throws {
        let folder = try TemporaryDirectory()
        let root = folder.url.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let output = try OutputFolder(path: root)
        #expect(try !output.copyFileIfPresent(from: folder.url.appendingPathComponent("none.webp").path, to: "a.webp"))
        #expect(!FileManager.default.fileExists(atPath: root + "/a.webp"))
        #expect(throws: FileOperationError("write", path: root + "/no/such/page.html", code: ENOENT)) {
            try output.write("x", at: "no/such/page.html")
        }
    }

    /// One way of making a folder and its missing parents, for absolute paths and below an open folder: a file in
    /// the way is an error naming the whole path that was asked for.
    @Test func makesMissingParentsAbsoluteOrBelowTheOpenFolder() throws {
        let folder = try TemporaryDirectory()
        let absolute = folder.url.appendingPathComponent("a/b/c").path
        try FileSystemWriter.makeDirectories(absolute)
        try FileSystemWriter.makeDirectories(absolute)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) && isFolder.boolValue)
        _ = try folder.write("file\n", to: "out/x")
        let output = try OutputFolder(path: folder.url.appendingPathComponent("out").path)
        try output.makeDirectories("d/e/f")
        #expect(FileManager.default.fileExists(atPath: output.path + "/d/e/f", isDirectory: &isFolder) && isFolder.boolValue)
        #expect(throws: FileOperationError("create folder", path: output.path + "/x/y/z", code: ENOTDIR)) {
            try output.makeDirectories("x/y/z")
        }
    }
}

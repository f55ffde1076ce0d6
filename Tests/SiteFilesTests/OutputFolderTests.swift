import Foundation
import Testing
import TestSupport

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
}

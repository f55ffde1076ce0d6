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

    @Test func aFileWrittenInPiecesIsThePiecesInOrderOverWhatWasThere() throws {
        let folder = try TemporaryDirectory()
        let root = folder.url.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let output = try OutputFolder(path: root)
        try output.write(String(repeating: "old ", count: 100), at: "trip.gpx")
        try output.write(at: "trip.gpx") { write in
            for piece in ["<gpx>", "", "<wpt/>", "</gpx>\n"] { write(Array(piece.utf8)) }
        }
        #expect(try folder.read("out/trip.gpx") == "<gpx><wpt/></gpx>\n")
        #expect(throws: FileOperationError("write", path: root + "/no/trip.gpx", code: ENOENT)) {
            try output.write(at: "no/trip.gpx") { write in write([1]) }
        }
    }

    /// Small files are read and written, larger ones copied by the kernel: at, around and far beyond the limit, and
    /// over a longer file already there, the copy is the source, byte for byte.
    @Test(arguments: [0, 1, FileSystemWriter.smallFileLimit - 1, FileSystemWriter.smallFileLimit, FileSystemWriter.smallFileLimit + 1, 300_000])
    func aCopyOfAnySizeIsTheSourceByteForByte(size: Int) throws {
        let folder = try TemporaryDirectory()
        var random = SeededRandom(seed: UInt64(size))
        let bytes = Data((0..<size).map { _ in UInt8(random.next(below: 256)) })
        let source = folder.url.appendingPathComponent("source.bin")
        try bytes.write(to: source)
        let root = folder.url.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let output = try OutputFolder(path: root)
        try output.write(Data(repeating: 7, count: size + 5000), at: "copy.bin")
        #expect(try output.copyFileIfPresent(from: source.path, to: "copy.bin"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/copy.bin")) == bytes)
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

    /// A hard link replaces what held its name and makes the shared file read-only; a symbolic link or a folder is
    /// never linked, and leaves nothing behind.
    @Test func linksOnlyRegularFilesAndMakesThemReadOnly() throws {
        let folder = try TemporaryDirectory()
        try folder.write("cached\n", to: "cache/a.webp")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("cache/folder"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("cache/link").path, withDestinationPath: "a.webp")
        let cache = open(folder.url.appendingPathComponent("cache").path, O_RDONLY | O_DIRECTORY)
        try #require(cache >= 0)
        defer { close(cache) }
        try folder.write("old\n", to: "out/a.webp")
        let output = try OutputFolder(path: folder.url.appendingPathComponent("out").path)
        #expect(output.linkReadOnly("a.webp", in: cache, to: "a.webp"))
        #expect(try folder.read("out/a.webp") == "cached\n")
        var linked = stat()
        #expect(stat(output.path + "/a.webp", &linked) == 0 && linked.st_nlink == 2 && linked.st_mode & 0o7777 == 0o444)
        for name in ["link", "folder", "missing"] {
            #expect(!output.linkReadOnly(name, in: cache, to: name))
            #expect(!FileManager.default.fileExists(atPath: output.path + "/" + name))
        }
    }

    /// Writing a file that is a hard link makes a new file: the other name keeps what it held.
    @Test func writingOverALinkLeavesTheOtherNameAlone() throws {
        let folder = try TemporaryDirectory()
        let source = try folder.write("cached\n", to: "cache/a.webp")
        _ = try folder.write("", to: "out/.keep")
        try FileManager.default.linkItem(atPath: source.path, toPath: folder.url.appendingPathComponent("out/a.webp").path)
        try FileManager.default.linkItem(atPath: source.path, toPath: folder.url.appendingPathComponent("out/b.webp").path)
        let output = try OutputFolder(path: folder.url.appendingPathComponent("out").path)
        try output.write("new\n", at: "a.webp")
        try output.write(Array("new\n".utf8), at: "b.webp")
        #expect(try folder.read("out/a.webp") == "new\n")
        #expect(try folder.read("out/b.webp") == "new\n")
        #expect(try folder.read("cache/a.webp") == "cached\n")
    }
}

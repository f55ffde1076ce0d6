import Foundation
import TestSupport
import Testing

@testable import RoadbookSite

/// The served folder, `serve`'s sink: what a build writes waits staged until the build is good, and bytes the
/// folder already holds are not written again.
@Suite struct LiveOutputFolderTests {
    private static func text(_ folder: LiveOutputFolder, _ path: String) -> String? {
        FileManager.default.contents(atPath: folder.root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func inode(_ folder: LiveOutputFolder, _ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: folder.root + "/" + path))?[.systemFileNumber] as? UInt64
    }

    @Test func aFileWaitsForTheCommitAndTheSameBytesAreNotWrittenAgain() throws {
        let directory = try TemporaryDirectory()
        let folder = LiveOutputFolder(root: directory.url.appendingPathComponent("live").path)
        try folder.write(Data("one".utf8), at: "a/index.html")
        #expect(Self.text(folder, "a/index.html") == nil)
        #expect(try folder.commit(folders: ["todos"]) == ["a/index.html"])
        #expect(Self.text(folder, "a/index.html") == "one")
        #expect(FileManager.default.fileExists(atPath: folder.root + "/todos"))
        let before = Self.inode(folder, "a/index.html")

        try folder.write(Array("one".utf8), at: "a/index.html")
        #expect(try folder.commit(folders: []) == [])
        #expect(Self.inode(folder, "a/index.html") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.staging).isEmpty)
    }

    @Test func bytesWrittenBackToWhatTheFolderHoldsCancelTheWaitingOnes() throws {
        let directory = try TemporaryDirectory()
        let folder = LiveOutputFolder(root: directory.url.appendingPathComponent("live").path)
        try folder.write(Data("kept".utf8), at: "page.html")
        _ = try folder.commit(folders: [])
        // A failed build's bytes wait, then the next build makes the bytes the folder holds again.
        try folder.write(Data("broken".utf8), at: "page.html")
        try folder.write(Data("kept".utf8), at: "page.html")
        #expect(try folder.commit(folders: []) == [])
        #expect(Self.text(folder, "page.html") == "kept")
    }

    @Test func aRemovedFileTakesItsEmptyFolderAndANeverWrittenOneIsNoChange() throws {
        let directory = try TemporaryDirectory()
        let folder = LiveOutputFolder(root: directory.url.appendingPathComponent("live").path)
        try folder.write(Data("x".utf8), at: "locations/gone/index.html")
        _ = try folder.commit(folders: ["locations"])
        folder.remove("locations/gone/index.html")
        folder.remove("never/written.html")
        #expect(try folder.commit(folders: ["locations"]) == ["locations/gone/index.html"])
        #expect(!FileManager.default.fileExists(atPath: folder.root + "/locations/gone"))
        #expect(FileManager.default.fileExists(atPath: folder.root + "/locations"))
    }

    @Test func piecesStreamIntoOneFileDigestedAsTheyPass() throws {
        let directory = try TemporaryDirectory()
        let folder = LiveOutputFolder(root: directory.url.appendingPathComponent("live").path)
        let pieces = ["<gpx>", "<wpt/>", "</gpx>"]
        try folder.write(at: "trip.gpx") { write in
            for piece in pieces { write(Array(piece.utf8)) }
        }
        #expect(try folder.commit(folders: []) == ["trip.gpx"])
        #expect(Self.text(folder, "trip.gpx") == pieces.joined())
        try folder.write(Data(pieces.joined().utf8), at: "trip.gpx")
        #expect(try folder.commit(folders: []) == [])
    }
}

import Diagnostics
import Foundation
import RoadbookContent
import TestSupport
import Testing

@Suite struct FileContentDataSourceTests {
    @Test func readsASiteFromDiskWithPathsRelativeToTheRoot() throws {
        let site = try TemporaryDirectory()
        try site.write("title: On disk\n", to: "site.yaml")
        try site.write("- title: Pack the bags\n  isCompleted: yes\n", to: "content/todos.yaml")
        try site.write(
            "---\nname: Louvre\ncityName: Paris\ncoordinates: {latitude: 48.8606, longitude: 2.3376}\nimageNames: [louvre]\n---\nBody\n",
            to: "content/locations/louvre.md")
        try site.write("<svg width='10' height='20'/>", to: "content/images/louvre.svg")
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("content/images/sub"), withIntermediateDirectories: true)

        let content = try FileContentDataSource(root: site.url).loadSite()
        #expect(content.config.title == "On disk")
        #expect(content.todos.map(\.id) == ["pack-the-bags"])
        #expect(content.todos.first?.isCompleted == true)
        #expect(content.places.map(\.id) == ["louvre"])
        #expect(content.places.first?.description == "Body\n")
        #expect(content.images["louvre"] == ImageAsset(name: "louvre", relativePath: "content/images/louvre.svg", width: 10, height: 20))
        #expect(content.warnings.isEmpty)
    }

    @Test func readsTheWholeJPEGWhenItsFrameHeaderIsPastTheFirstBytes() throws {
        let site = try TemporaryDirectory()
        try site.write("title: Big metadata\n", to: "site.yaml")
        var jpeg: [UInt8] = [0xFF, 0xD8]
        for _ in 0..<3 {  // three 60 KiB APP1 segments push the frame header past 64 KiB
            jpeg += [0xFF, 0xE1, 0xF0, 0x00] + [UInt8](repeating: 0, count: 0xF000 - 2)
        }
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 8, 0x01, 0x2C, 0x01, 0x90, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let url = site.url.appendingPathComponent("content/images/big.jpg")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(jpeg).write(to: url)

        let content = try FileContentDataSource(root: site.url).loadSite()
        #expect(content.images["big"]?.width == 400)
        #expect(content.images["big"]?.height == 300)
    }

    @Test func errorsNameFilesRelativeToTheRoot() throws {
        let site = try TemporaryDirectory()
        try site.write("title: T\n", to: "site.yaml")
        try site.write("- title: ok\n", to: "content/todos.yaml")
        let error = try #require(throws: DiagnosticList.self) { try FileContentDataSource(root: site.url).loadSite() }
        #expect(error.diagnostics.map(\.description) == ["content/todos.yaml:1:10: error: 'title' must be at least 3 characters long; 'ok' has 2"])
    }
}

import Diagnostics
import Foundation
import Testing
@testable import RoadbookContent
@testable import SiteFiles

@Suite struct ImageCatalogTests {
    @Test func theListingResolvesNamesBeforeSizesAreRead() throws {
        let diagnostics = DiagnosticsEngine()
        var catalog = ImageCatalog(fileNames: ["a.png", "b.svg", "b.png", "c.svg", "notes.txt", ".hidden.png"], diagnostics: diagnostics)
        #expect(catalog.measuredPaths == ["content/images/a.png", "content/images/c.svg"])
        #expect(try catalog.resolve("a").get() == ImageAsset(name: "a", relativePath: "content/images/a.png"))
        #expect(throws: ContentProblem.ambiguousImage("b", files: ["b.png", "b.svg"])) { try catalog.resolve("b").get() }
        #expect(diagnostics.diagnostics.map(\.description) == [
            "content/images/notes.txt: warning: 'content/images/notes.txt' is not a png, jpg, jpeg, webp, gif, svg, avif, heic or heif image; it is ignored"
        ])

        catalog.record(sizes: [PixelSize(width: 4, height: 3), nil], diagnostics: diagnostics)
        #expect(catalog.assets == [
            "a": ImageAsset(name: "a", relativePath: "content/images/a.png", width: 4, height: 3),
            "c": ImageAsset(name: "c", relativePath: "content/images/c.svg"),
        ])
        #expect(try catalog.resolve("a").get().width == 4)
        #expect(diagnostics.diagnostics.map(\.description) == [
            "content/images/c.svg: warning: can't read the width and height of 'content/images/c.svg'",
            "content/images/notes.txt: warning: 'content/images/notes.txt' is not a png, jpg, jpeg, webp, gif, svg, avif, heic or heif image; it is ignored",
        ])
    }

    @Test func sizesAreReadFromTheHeaderOrTheWholeFile() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 0, 0, 0, 0, 200]
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xF0] + [UInt8](repeating: 0, count: 0xFFF0 - 2)
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 8, 0x00, 0x20, 0x00, 0x30, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let files = MemoryFileSystem(files: [
            "content/images/p.png": Data(png), "content/images/j.jpg": Data(jpeg), "content/images/x.png": Data("no".utf8),
        ])
        #expect(try ImageCatalog.size(ofImageAt: "content/images/p.png", in: files).get() == PixelSize(width: 256, height: 200))
        #expect(try ImageCatalog.size(ofImageAt: "content/images/j.jpg", in: files).get() == PixelSize(width: 48, height: 32))
        #expect(try ImageCatalog.size(ofImageAt: "content/images/x.png", in: files).get() == nil)
        #expect(throws: SiteFileRefusal(path: "content/images/missing.png", reason: .missing)) {
            try ImageCatalog.size(ofImageAt: "content/images/missing.png", in: files).get()
        }
    }
}

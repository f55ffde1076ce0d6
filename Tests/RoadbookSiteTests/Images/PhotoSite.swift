import Diagnostics
import Foundation
import TestSupport

@testable import RoadbookContent
@testable import RoadbookImages
@testable import RoadbookSite

/// A site on disk whose places each show one photo made in the test, for the image step's tests.
struct PhotoSite {
    let directory: TemporaryDirectory
    var root: URL { directory.url.appendingPathComponent("site") }
    var output: URL { directory.url.appendingPathComponent("out") }

    /// The `images` settings of the tests: small widths, so small test pictures get resized.
    static let smallWidths = "images:\n  widths: { card: [24, 48], gallery: [48, 96, 400], og: [64] }\n"

    /// A site with `images` (`site.yaml`'s `images` block, YAML text) and one place per photo (name → bytes).
    init(photos: [String: Data], images: String = PhotoSite.smallWidths, baseURL: String = "https://example.org/") throws {
        directory = try TemporaryDirectory()
        try write(Data("title: Photos\nbaseURL: \(baseURL)\n\(images)".utf8), to: "site.yaml")
        for (index, file) in photos.keys.sorted().enumerated() {
            let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            try write(photos[file]!, to: "content/images/\(file)")
            try write(
                Data("---\nname: Place \(index)\ncityName: Rome\ncoordinates: { latitude: 41.9, longitude: 12.5 }\nimageNames: [\(name)]\n---\nA fine place. More text here.\n".utf8),
                to: "content/locations/p\(index).md")
        }
    }

    func write(_ data: Data, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Builds the site.
    @discardableResult
    func generate() throws(DiagnosticList) -> GenerationReport {
        try SiteGenerator(source: root, dataSource: FileContentDataSource(root: root), output: output, home: "/nonexistent-home").generate()
    }

    /// The bytes of an output file.
    func outputFile(_ path: String) throws -> Data {
        try Data(contentsOf: output.appendingPathComponent(path))
    }

    /// The text of an output file.
    func page(_ path: String) throws -> String {
        String(decoding: try outputFile(path), as: UTF8.self)
    }

    /// The decoded output image at `path`.
    func decodedOutput(_ path: String) throws -> DecodedImage {
        try VipsImageProcessor(maximumPixels: 1 << 30).decoded(try outputFile(path))
    }

    /// The files of `.roadbook-cache/images/` but its index and the photos' details, sorted.
    var cacheFiles: [String] {
        let folder = root.appendingPathComponent(".roadbook-cache/images").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != ImageCacheIndex.fileName && $0 != ImageDetailsCache.fileName }.sorted()
    }

    /// A wide test photo (red top-left, green top-right corner) as a JPEG with EXIF orientation and GPS.
    /// `dateTimeOriginal`: EXIF `DateTimeOriginal`, when given.
    static func photo(
        width: Int = 120, height: Int = 80, orientation: Int = 1, withGPS: Bool = true, dateTimeOriginal: String? = nil
    ) throws -> Data {
        let stored = SampleImage.stored(orientation: orientation, width: width, height: height)
        let png = SampleImage.png(width: stored.width, height: stored.height, pixel: stored.pixel)
        return try SampleImage.jpeg(
            from: png, width: stored.width, orientation: orientation, withGPS: withGPS, dateTimeOriginal: dateTimeOriginal)
    }
}

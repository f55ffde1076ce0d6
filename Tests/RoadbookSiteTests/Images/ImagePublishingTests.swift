import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// The image step of a build, on photos made in the test: orientation, metadata, sizes, formats, cache, failures.
@Suite struct ImagePublishingTests {
    /// Whether `pixel` is near `colour` (JPEG and WebP are lossy).
    static func isNear(_ pixel: [UInt8], _ colour: [UInt8]) -> Bool {
        zip(pixel, colour).allSatisfy { abs(Int($0) - Int($1)) < 60 }
    }

    @Test(arguments: 1...8)
    func everyExifOrientationComesOutUpright(orientation: Int) throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo(orientation: orientation)])
        try site.generate()
        for file in ["images/96/photo.jpg", "images/96/photo.webp"] {
            let image = try site.decodedOutput(file)
            #expect(image.width == 96 && image.height == 64, "\(file)")
            #expect(Self.isNear(image.pixel(x: 3, y: 3), [255, 0, 0]), "top-left of \(file): \(image.pixel(x: 3, y: 3))")
            #expect(Self.isNear(image.pixel(x: 92, y: 3), [0, 255, 0]), "top-right of \(file): \(image.pixel(x: 92, y: 3))")
            #expect(Self.isNear(image.pixel(x: 48, y: 60), [0, 0, 255]), "bottom of \(file)")
        }
    }

    @Test func gpsAndExifAreStrippedByDefaultAndKeptOnRequest() throws {
        let input = try PhotoSite.photo(orientation: 6)
        #expect(try VipsImageProcessor(maximumPixels: 1 << 30).decoded(input).metadataFields.contains("exif-ifd3-GPSLatitude"))
        let stripped = try PhotoSite(photos: ["photo.jpg": input])
        try stripped.generate()
        for file in ["images/48/photo.jpg", "images/48/photo.webp"] {
            let fields = try stripped.decodedOutput(file).metadataFields
            let leaked = fields.filter { $0.hasPrefix("exif-") || $0 == "xmp-data" }
            #expect(leaked.isEmpty, "\(file): \(leaked)")
        }
        let kept = try PhotoSite(photos: ["photo.jpg": input], images: PhotoSite.smallWidths + "  keepMetadata: true\n")
        try kept.generate()
        let fields = try kept.decodedOutput("images/48/photo.jpg").metadataFields
        #expect(fields.contains("exif-ifd3-GPSLatitude"), "\(fields)")
    }

    @Test func noVariantIsWiderThanTheOriginal() throws {
        // 120 pixels wide: gallery asks for 48, 96 and 400, so gets 48, 96 and 120 (the original's width).
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let html = try site.page("locations/p0/index.html")
        #expect(html.contains("srcset=\"../../images/48/photo.jpg 48w, ../../images/96/photo.jpg 96w, ../../images/120/photo.jpg 120w\""))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("images/400").path))
        let widest = try site.decodedOutput("images/120/photo.jpg")
        #expect(widest.width == 120 && widest.height == 80)
        // The original is not published unless asked.
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("images/photo.jpg").path))
    }

    @Test func publishOriginalsPublishesAndLinksTheFullSizeFile() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()], images: PhotoSite.smallWidths + "  publishOriginals: true\n")
        try site.generate()
        #expect(try site.outputFile("images/photo.jpg") == (try Data(contentsOf: site.root.appendingPathComponent("content/images/photo.jpg"))))
        #expect(try site.page("locations/p0/index.html").contains("<a href=\"../../images/photo.jpg\">Full size</a>"))
    }

    @Test func transparencyIsKeptWithAPNGFallback() throws {
        let png = SampleImage.png(width: 100, height: 50, hasAlpha: true) { x, _ in x < 50 ? [255, 0, 0, 0] : [0, 0, 255, 255] }
        let site = try PhotoSite(photos: ["logo.png": png])
        try site.generate()
        let html = try site.page("locations/p0/index.html")
        #expect(html.contains("<source type=\"image/webp\" srcset=\"../../images/48/logo.webp 48w, ../../images/96/logo.webp 96w, ../../images/100/logo.webp 100w\""))
        #expect(html.contains("src=\"../../images/100/logo.png\""))
        for file in ["images/96/logo.png", "images/96/logo.webp"] {
            let image = try site.decodedOutput(file)
            #expect(image.bands == 4, "\(file)")
            #expect(image.pixel(x: 5, y: 25)[3] == 0, "\(file)")
            #expect(image.pixel(x: 90, y: 25)[3] == 255, "\(file)")
        }
    }

    @Test func thePagesOfferWebPSourcesAndAJPEGFallbackWithSizes() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let home = try site.page("index.html")
        #expect(home.contains(
            "<picture><source type=\"image/webp\" srcset=\"images/24/photo.webp 24w, images/48/photo.webp 48w\" sizes=\"(min-width: 1120px) 258px, (min-width: 560px) 50vw, 100vw\"><img class=\"place-thumb\" src=\"images/48/photo.jpg\" srcset=\"images/24/photo.jpg 24w, images/48/photo.jpg 48w\" sizes=\"(min-width: 1120px) 258px, (min-width: 560px) 50vw, 100vw\" alt=\"\" width=\"48\" height=\"32\""))
    }

    @Test func placePagesCarryOpenGraphTagsWithTheOgVariant() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let html = try site.page("locations/p0/index.html")
        for tag in [
            "<meta property=\"og:title\" content=\"Place 0\">", "<meta property=\"og:description\" content=\"A fine place.\">",
            "<meta property=\"og:image\" content=\"https://example.org/images/64/photo.jpg\">",
            "<meta property=\"og:image:width\" content=\"64\">", "<meta property=\"og:image:height\" content=\"43\">",
            "<meta name=\"twitter:card\" content=\"summary_large_image\">",
        ] {
            #expect(html.contains(tag), "\(tag)")
        }
        let relative = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()], baseURL: "/trip/")
        try relative.generate()
        #expect(!(try relative.page("locations/p0/index.html")).contains("og:"))
    }

    @Test func anUnchangedPhotoIsTakenFromTheCacheAndAChangedOneIsRedone() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()])
        try site.generate()
        let first = site.cacheFiles
        #expect(first.count == 10)  // 24, 48, 64, 96, 120 in WebP and JPEG
        // Mark a cached file: a rebuild that copies it unchanged did no image work for it.
        let cached = site.root.appendingPathComponent(".roadbook-cache/images/" + (first.first { $0.hasSuffix("-96.jpg") } ?? ""))
        try Data("from the cache".utf8).write(to: cached)
        try site.generate()
        #expect(site.cacheFiles == first)
        #expect(try site.outputFile("images/96/photo.jpg") == Data("from the cache".utf8))
        // A changed photo gets new entries; the old ones go.
        try site.write(try PhotoSite.photo(orientation: 3), to: "content/images/photo.jpg")
        try site.generate()
        #expect(site.cacheFiles.count == 10)
        #expect(Set(site.cacheFiles).isDisjoint(with: first))
        #expect(try site.outputFile("images/96/photo.jpg") != Data("from the cache".utf8))
        // So does a changed setting.
        let second = site.cacheFiles
        try site.write(Data("title: Photos\n\(PhotoSite.smallWidths)  quality: 50\n".utf8), to: "site.yaml")
        try site.generate()
        #expect(Set(site.cacheFiles).isDisjoint(with: second))
    }

    @Test(arguments: [("truncated", true), ("garbage", false)])
    func aDamagedPhotoIsAnErrorAtItsPathAndLeavesThePreviousOutput(kind: String, truncated: Bool) throws {
        let photo = try PhotoSite.photo()
        let site = try PhotoSite(photos: ["photo.jpg": photo])
        try site.generate()
        let before = SiteFixture.files(in: site.output)
        try site.write(truncated ? photo.prefix(photo.count / 2) : Data("not a picture at all".utf8), to: "content/images/photo.jpg")
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        let errors = error.diagnostics.filter(\.isError)
        #expect(errors.count == 1)
        #expect(errors.first?.location?.path == "content/images/photo.jpg")
        #expect(errors.first?.message.hasPrefix(truncated ? "cannot decode image" : "not an image Roadbook can read") == true, "\(errors)")
        #expect(SiteFixture.files(in: site.output) == before)
    }

    @Test func aPhotoOverThePixelLimitIsAnErrorBeforeDecoding() throws {
        let site = try PhotoSite(photos: ["photo.jpg": try PhotoSite.photo()], images: PhotoSite.smallWidths + "  maxPixels: 9000\n")
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        #expect(error.diagnostics.filter(\.isError).map(\.description) == [
            "content/images/photo.jpg: error: image of 120×80 pixels is over the limit of 9000 pixels ('images.maxPixels' in site.yaml)"
        ])
    }

    @Test func anUntrustedFormatIsRefusedEvenUnderAnAllowedExtension() throws {
        // A PPM file named .png: libvips could read it, but its PPM loader is blocked.
        let site = try PhotoSite(photos: ["photo.png": Data("P3\n2 1\n255\n255 0 0 0 0 255\n".utf8)])
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        #expect(error.diagnostics.filter(\.isError).map(\.location?.path) == ["content/images/photo.png"])
    }

    static let vipsCommand = ["/usr/bin/vips", "/usr/local/bin/vips"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: vipsCommand != nil, "the 'vips' command (libvips-tools) is needed to write a HEIC file"))
    func anIPhoneHEICIsReadWhenLibvipsHasLibheif() throws {
        let folder = try TemporaryDirectory()
        let png = folder.url.appendingPathComponent("in.png")
        try SampleImage.png(width: 120, height: 80) { x, y in SampleImage.uprightPixel(x: x, y: y, width: 120, height: 80) }.write(to: png)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.vipsCommand!)
        process.arguments = ["copy", png.path, folder.url.appendingPathComponent("IMG_0002.HEIC").path + "[compression=hevc]"]
        try process.run()
        process.waitUntilExit()
        let heic = try Data(contentsOf: folder.url.appendingPathComponent("IMG_0002.HEIC"))
        let site = try PhotoSite(photos: ["IMG_0002.HEIC": heic])
        guard VipsImageProcessor.readsHEIF else {
            let error = try #require(throws: DiagnosticList.self) { try site.generate() }
            #expect(error.diagnostics.contains { $0.message.contains("built without libheif") })
            return
        }
        try site.generate()
        let image = try site.decodedOutput("images/96/IMG_0002.jpg")
        #expect(image.width == 96 && image.height == 64)
        #expect(Self.isNear(image.pixel(x: 92, y: 3), [0, 255, 0]))
    }
}

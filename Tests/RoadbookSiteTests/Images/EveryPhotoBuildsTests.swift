import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// Valid photos of every kind build: grey (with or without a profile), CMYK, 16-bit, very tall; and what libvips
/// says about a damaged one is a diagnostic at its path, every image problem of a run together.
@Suite(.enabled(if: VipsTool.command != nil, "the 'vips' command (libvips-tools) writes these test photos"))
struct EveryPhotoBuildsTests {
    /// A case: the file's name and how its bytes are made from a 120×80 PNG.
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let file: String
        let make: @Sendable (Data) throws -> Data
    }

    static let cases: [Case] = [
        Case(description: "grey JPEG without a profile", file: "scan.jpg") { try VipsTool.converted($0, to: "out.jpg") },
        Case(description: "grey PNG without a profile", file: "scan.png") { $0 },
        Case(description: "grey JPEG with a grey profile", file: "scan.jpg") {
            try VipsTool.converted($0, to: "out.jpg[profile=grey.icc]", extra: ["grey.icc": VipsTool.greyProfile()])
        },
        Case(description: "grey PNG with a grey profile", file: "scan.png") {
            try VipsTool.converted($0, to: "out.png[profile=grey.icc]", extra: ["grey.icc": VipsTool.greyProfile()])
        },
        Case(description: "CMYK JPEG", file: "print.jpg") { try VipsTool.colourspace($0, "cmyk", to: "out.jpg") },
        Case(description: "16-bit RGB PNG", file: "deep.png") { try VipsTool.colourspace($0, "rgb16", to: "out.png") },
        Case(description: "16-bit grey PNG", file: "deep.png") { try VipsTool.colourspace($0, "grey16", to: "out.png") },
    ]

    @Test(arguments: cases)
    func buildsWithSRGBVariantsOfTheSameGrey(_ photo: Case) throws {
        let file = try photo.make(try VipsTool.plainPNG(width: 120, height: 80, bands: 1))
        let site = try PhotoSite(photos: [photo.file: file])
        try site.generate()
        let name = photo.file.split(separator: ".")[0]
        for path in ["images/96/\(name).jpg", "images/96/\(name).webp"] {
            let image = try site.decodedOutput(path)
            #expect(image.width == 96 && image.height == 64 && image.bands == 3, "\(path)")
            #expect(ImagePublishingTests.isNear(image.pixel(x: 48, y: 32), [128, 128, 128]), "\(path): \(image.pixel(x: 48, y: 32))")
        }
    }

    @Test func aGreyJPEGWhoseProfileDoesNotFitBuildsWithAWarning() throws {
        let file = try VipsTool.converted(try VipsTool.plainPNG(width: 120, height: 80, bands: 1), to: "out.jpg[profile=srgb]")
        let site = try PhotoSite(photos: ["scan.jpg": file])
        let report = try site.generate()
        #expect(report.warnings.map(\.location?.path) == ["content/images/scan.jpg"])
        #expect(report.warnings.first?.message.hasPrefix("its colour profile does not fit the image") == true, "\(report.warnings)")
        #expect(try site.decodedOutput("images/96/scan.jpg").bands == 3)
    }

    @Test func aPhoneScreenshotTallerThanWebPAllowsGetsWebPVariantsThatFit() throws {
        let tall = try VipsTool.converted(try VipsTool.plainPNG(width: 1170, height: 25000), to: "out.png")
        let site = try PhotoSite(photos: ["screenshot.png": tall], images: "images:\n  widths: { card: [400], gallery: [400, 1600], og: [400] }\n")
        try site.generate()
        let jpeg = try site.decodedOutput("images/1170/screenshot.jpg")
        #expect(jpeg.width == 1170 && jpeg.height == 25000)
        let widest = try site.decodedOutput("images/766/screenshot.webp")
        #expect(widest.height <= 16_383 && widest.height > 16_300)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("images/1170/screenshot.webp").path))
        let page = try site.page("locations/p0/index.html")
        #expect(page.contains("images/766/screenshot.webp 766w"))
        #expect(page.contains("images/1170/screenshot.jpg 1170w"))
    }

    @Test func aJPEGDamagedMidFileBuildsWithAWarningAtItsPathAndNothingOnTheTerminal() throws {
        var photo = try PhotoSite.photo(width: 600, height: 400)
        photo.replaceSubrange(photo.count / 2..<photo.count / 2 + 64, with: Data(count: 64))
        let site = try PhotoSite(photos: ["photo.jpg": photo])
        let (report, terminal) = try StandardErrorCapture.text { try site.generate() }
        #expect(report.warnings.map(\.location?.path) == ["content/images/photo.jpg"])
        #expect(report.warnings.first?.message.hasPrefix("image data is damaged (VipsJpeg: Corrupt JPEG data") == true, "\(report.warnings)")
        #expect(!terminal.contains("VIPS-WARNING"), "\(terminal)")
    }

    @Test func twoBrokenImagesAreBothReportedInOneRun() throws {
        let photo = try PhotoSite.photo(width: 600, height: 400)
        let png = try VipsTool.plainPNG(width: 120, height: 80)
        // One whose header cannot be read (found when planning), one cut in its pixel data (found when decoding).
        let site = try PhotoSite(photos: ["a.png": png.prefix(20), "b.jpg": photo.prefix(photo.count / 2), "c.jpg": photo])
        let error = try #require(throws: DiagnosticList.self) { try site.generate() }
        let errors = error.diagnostics.filter(\.isError)
        #expect(errors.compactMap(\.location?.path).sorted() == ["content/images/a.png", "content/images/b.jpg"], "\(errors)")
        #expect(errors.allSatisfy { !$0.message.contains(".roadbook-cache") && !$0.message.contains("unknown libvips error") }, "\(errors)")
    }
}

import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookPages
@testable import RoadbookSite

/// `images` in `site.yaml`, and how image names find their files.
@Suite struct ImageSettingsTests {
    private func load(_ siteYAML: String, images: [String] = []) -> Result<SiteContent, DiagnosticList> {
        var files = ["site.yaml": siteYAML]
        for name in images { files["content/images/" + name] = "x" }
        do throws(DiagnosticList) {
            return .success(try InMemoryContentDataSource(textFiles: files).loadSite())
        } catch {
            return .failure(error)
        }
    }

    @Test func defaultsWhenAbsent() throws {
        let settings = try load("title: T\n").get().config.images
        #expect(settings == ImageSettings())
        #expect(settings.widths(for: .card) == [400, 800])
        #expect(settings.widths(for: .gallery) == [800, 1600, 2400])
        #expect(settings.widths(for: .og) == [1200])
        #expect(settings.formats == [.webp] && settings.quality == 80 && !settings.keepMetadata && !settings.publishOriginals)
    }

    @Test func everySettingIsRead() throws {
        let yaml = """
            title: T
            images:
              quality: 70
              widths: { card: [300, 600], gallery: [1000] }
              formats: [avif, webp]
              keepMetadata: true
              publishOriginals: true
              maxPixels: 5000000
            """
        let settings = try load(yaml).get().config.images
        #expect(settings.quality == 70)
        #expect(settings.widths(for: .card) == [300, 600])
        #expect(settings.widths(for: .gallery) == [1000])
        #expect(settings.widths(for: .og) == [1200])
        #expect(settings.formats == [.avif, .webp])
        #expect(settings.keepMetadata && settings.publishOriginals && settings.maxPixels == 5_000_000)
    }

    @Test func badSettingsAreErrorsAtTheirPositions() throws {
        let yaml = """
            title: T
            images:
              quality: 0
              widths: { card: [], galery: [100] }
              formats: [webp, gif]
              keepMetadata: perhaps
              maxPixels: -1
            """
        guard case .failure(let list) = load(yaml) else {
            Issue.record("expected errors")
            return
        }
        #expect(list.diagnostics.map(\.description) == [
            "site.yaml:3:12: error: 'images.quality' must be a whole number from 1 to 100",
            "site.yaml:4:19: error: 'images.widths.card' must be a list of widths from 16 to 8192 pixels",
            "site.yaml:4:23: warning: unknown key 'galery'; did you mean 'gallery'?",
            "site.yaml:5:12: error: 'images.formats' must be a list of 'webp' or 'avif' (JPEG or PNG is always written)",
            "site.yaml:6:17: error: 'keepMetadata' must be true or false, not 'perhaps'",
            "site.yaml:7:14: error: 'images.maxPixels' must be a positive number of pixels",
        ])
    }

    @Test func anExtensionMatchesIgnoringCaseSoAnIPhoneHEICIsFound() throws {
        let content = try load("title: T\n", images: ["IMG_0002.HEIC", "IMG_0003.JPG"]).get()
        #expect(content.images["IMG_0002"]?.relativePath == "content/images/IMG_0002.HEIC")
        #expect(content.images["IMG_0003"]?.relativePath == "content/images/IMG_0003.JPG")
    }

    @Test func aNameWhoseOnlyFileIsNotAnImageSaysWhichFileItSaw() {
        let catalog = ImageCatalog(fileNames: ["IMG_0001.jpg", "IMG_0002.tiff"], diagnostics: DiagnosticsEngine())
        #expect(throws: ContentProblem.unsupportedImageFormat("IMG_0002", file: "content/images/IMG_0002.tiff")) {
            try catalog.resolve("IMG_0002").get()
        }
        #expect(
            ContentProblem.unsupportedImageFormat("IMG_0002", file: "content/images/IMG_0002.tiff").description
                == "no image named 'IMG_0002' that Roadbook can use: 'content/images/IMG_0002.tiff' is not a png, jpg, jpeg, webp, gif, svg, avif, heic or heif image")
    }

    @Test func theDescriptionsFirstSentenceIsPlainText() {
        #expect(PlainTextSummary.firstSentence(ofHTML: "<p>The <strong>Colosseum</strong> &amp; its arena. Built in AD 80.</p>\n<p>More.</p>") == "The Colosseum & its arena.")
        #expect(PlainTextSummary.firstSentence(ofHTML: "<h2>Title</h2><p>No full stop</p>") == "No full stop")
    }
}

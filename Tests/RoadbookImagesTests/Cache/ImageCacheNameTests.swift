import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// The cache's file names stay what earlier builds named them, or a warm cache would be made again from nothing.
@Suite struct ImageCacheNameTests {
    @Test func aVariantsNameIsTheKeyOfItsSourceAndSettingsThenWidthAndExtension() {
        let cache = ImageCache(siteFolder: "/nonexistent-roadbook-site")
        let variants = [
            ImageVariant(width: 400, height: 300, format: .webp, sitePath: "images/400/a.webp"),
            ImageVariant(width: 1_170, height: 900, format: .jpeg, sitePath: "images/1170/a.jpg"),
            ImageVariant(width: 7, height: 5, format: .png, sitePath: "images/7/a.png"),
            ImageVariant(width: 8_192, height: 100, format: .avif, sitePath: "images/8192/a.avif"),
        ]
        for hash in [String(repeating: "ab", count: 32), "00"] {
            for settings in [ImageSettings(), ImageSettings(quality: 55, keepMetadata: true)] {
                let parameters = "\(hash)|v\(ImageCache.processingVersion)|q\(settings.quality)|meta\(settings.keepMetadata ? 1 : 0)"
                let key = VipsImageProcessor.sha256(Data(parameters.utf8)).prefix(32)
                #expect(key.count == 32)
                #expect(
                    cache.names(for: variants, hash: hash, settings: settings)
                        == variants.map { "\(key)-\($0.width).\($0.format.fileExtension)" })
            }
        }
    }
}

import Testing

@testable import RoadbookContent
@testable import RoadbookImages

/// An image's variants, as the build writes them, are each use's variants in each format, each width once per format.
@Suite struct AllVariantsTests {
    /// Each use's variants in each format (the modern ones, then the fallback), each width once, smallest first: what
    /// the pages link to, worked out use by use.
    private func expectedVariants(of image: PublishedImage) -> [ImageVariant] {
        (image.formats + [image.fallbackFormat]).flatMap { format in
            Set(ImageUse.allCases.flatMap { image.variants(for: $0, in: format) }.map(\.width)).sorted().map {
                image.variant(width: $0, format: format)
            }
        }
    }

    @Test(arguments: [(1600, 1000), (500, 400), (3000, 2000), (1200, 900), (1170, 25_000), (20_000, 300), (1, 1)])
    func everyUsesVariantsInEveryFormatOnce(width: Int, height: Int) {
        for formats in [[], [ImageFormat.webp], [.webp, .avif]] {
            for hasAlpha in [false, true] {
                let image = PublishedImage(
                    source: ImageAsset(name: "p", relativePath: "content/images/p.png", width: width, height: height),
                    header: ImageHeader(width: width, height: height, hasAlpha: hasAlpha),
                    settings: ImageSettings(formats: formats))
                #expect(image.allVariants == expectedVariants(of: image), "\(width)×\(height) \(formats)")
                #expect(!image.allVariants.isEmpty)
                var seen: [(Int, ImageFormat)] = []
                image.forEachVariant { seen.append(($0, $1)) }
                #expect(seen.map(\.0) == image.allVariants.map(\.width) && seen.map(\.1) == image.allVariants.map(\.format))
            }
        }
    }

    @Test func aTallScreenshotGetsTheWidestWebPItCanHold() {
        let image = PublishedImage(
            source: ImageAsset(name: "s", relativePath: "content/images/s.png", width: 1170, height: 25_000),
            header: ImageHeader(width: 1170, height: 25_000, hasAlpha: false), settings: ImageSettings(formats: [.webp]))
        let webP = image.allVariants.filter { $0.format == .webp }.map(\.width)
        let jpeg = image.allVariants.filter { $0.format == .jpeg }.map(\.width)
        #expect(webP.allSatisfy { $0 <= 766 } && webP.contains(766))
        #expect(jpeg.contains(1170))
    }
}

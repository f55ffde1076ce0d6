import Testing

@testable import RoadbookImages

@Suite struct VariantPathTests {
    @Test func aVariantsPathIsWidthNameAndExtensionUnderImages() {
        let names = ["a", "colosseum-1", "Ещё-фото", "çay-bağı", "x y", String(repeating: "long-name-", count: 30)]
        for width in [0, 1, 9, 10, 99, 320, 1_000, 4_096, 123_456_789, -5] {
            for name in names {
                for fileExtension in ["jpg", "webp", "avif", ""] {
                    #expect(
                        PublishedImage.variantPath(width: width, name: name, fileExtension: fileExtension)
                            == "images/" + String(width) + "/" + name + "." + fileExtension)
                }
            }
        }
    }
}

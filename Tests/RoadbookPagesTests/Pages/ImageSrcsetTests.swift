import Testing

@testable import RoadbookContent
@testable import RoadbookImages
@testable import RoadbookPages

/// A photo's `srcset` names each width once, whatever its size against the widths asked for.
@Suite struct ImageSrcsetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let width: Int
        let galleryWidths: [Int]
        let expected: [Int]
    }

    static let cases: [Case] = [
        Case(testDescription: "as wide as an asked width, narrower than the next", width: 1600, galleryWidths: [800, 1600, 2400], expected: [800, 1600]),
        Case(testDescription: "narrower than every asked width", width: 500, galleryWidths: [800, 1600, 2400], expected: [500]),
        Case(testDescription: "between two asked widths", width: 1000, galleryWidths: [800, 1600, 2400], expected: [800, 1000]),
        Case(testDescription: "wider than every asked width", width: 3000, galleryWidths: [800, 1600, 2400], expected: [800, 1600, 2400]),
        Case(testDescription: "a width asked twice", width: 3000, galleryWidths: [800, 800, 1600], expected: [800, 1600]),
    ]

    @Test(arguments: cases) func eachWidthOnce(_ testCase: Case) throws {
        var widths = ImageSettings.defaultWidths
        widths[.gallery] = testCase.galleryWidths
        let image = PublishedImage(
            source: ImageAsset(name: "p", relativePath: "content/images/p.jpg", width: testCase.width, height: 1000),
            header: ImageHeader(width: testCase.width, height: 1000, hasAlpha: false), settings: ImageSettings(widths: widths))
        #expect(image.widths(for: .gallery) == testCase.expected)
        let model = ImageViewModel(image, use: .gallery, alt: "", root: "../")
        for srcset in [model.srcset] + model.sources.map(\.srcset) {
            let candidates = srcset.split(separator: ",").map { $0.split(separator: " ").last.map(String.init) ?? "" }
            #expect(candidates == testCase.expected.map { "\($0)w" }, "\(srcset)")
        }
    }
}

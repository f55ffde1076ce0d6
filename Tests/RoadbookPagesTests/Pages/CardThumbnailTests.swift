import Mustache
import Testing

@testable import RoadbookImages
@testable import RoadbookPages

/// A card's thumbnail made when a template asks: every field the whole view model has, asked in any order, is the
/// whole view model's.
@Suite struct CardThumbnailTests {
    static let keys = ImageViewModel.fields.keys

    @Test(arguments: PlaceCardStoreTests.images, PlaceCardStoreTests.roots)
    func everyFieldIsTheWholeViewModelsWhateverIsAskedFirst(image: PublishedImage, root: String) throws {
        guard case .object(let whole) = ImageViewModel(image, use: .card, alt: "Ark", root: root).mustacheValue else {
            Issue.record("a view model is an object")
            return
        }
        // The `src` file's fields first (a day's place), then the rest; the rest first (a city's card), then the `src`.
        for order in [["url", "width", "height"] + Self.keys, Self.keys.reversed()] {
            guard case .object(let lazy) = CardThumbnail(image, use: .card, alt: "Ark", root: root).mustacheValue else {
                Issue.record("a lazy thumbnail is an object")
                return
            }
            for key in order {
                let value = try #require(lazy.value(forKey: key), "\(key)")
                #expect(value.jsonText == whole.value(forKey: key)?.jsonText, "\(key) asked in \(order)")
            }
            #expect(lazy.keys == Self.keys)
        }
        #expect(CardThumbnail(image, use: .card, alt: "Ark", root: root).image == ImageViewModel(image, use: .card, alt: "Ark", root: root))
    }
}

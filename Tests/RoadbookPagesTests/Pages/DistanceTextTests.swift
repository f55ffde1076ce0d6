import RoadbookContent
import Testing

@testable import RoadbookPages

/// The trip's distance and leg texts made without filling a message or grouping digits for each (``DistanceNumber``,
/// ``LegTextFiller``): the texts the general ways write, in every language.
@Suite struct DistanceTextTests {
    static let languages = ["en", "uz", "az", "ru"]

    @Test(arguments: languages) func distanceNumbersAreWrittenAsTheLanguageWritesNumbers(language: String) throws {
        let format = try #require(StringTable.builtIn(language)).numberFormat
        for value in [0, 1, 7, 42, 999, 1000, 1234, 12_345, 99_999, 123_456, 1_234_567, Int.max, -5, -1234] {
            #expect(DistanceNumber.whole(value, format: format) == format.string(from: value))
        }
        let tenths = [0, -0.0, 0.04, 0.05, 1, 1.25, 9.95, 12.4, 99.96, 998.94, 998.96, 999, 1234.56, -3.2]
        for value in tenths + (0..<2000).map({ Double($0) * 0.0537 }) {
            #expect(DistanceNumber.tenths(value, format: format) == format.string(from: value, maximumFractionDigits: 1))
        }
        #expect(DistanceNumber.tenths(12.4, format: format) == "12" + format.decimalSeparator + "4")
    }

    @Test(arguments: languages) func aLegsTextIsItsMessageFilledIn(language: String) throws {
        let strings = try #require(StringTable.builtIn(language))
        for key in ["trip.legStraight", "trip.legTrack"] {
            let filler = LegTextFiller(key, strings: strings)
            for (distance, name) in [("212 km", "Samarqand"), ("850 m", "Ark {name} «1»"), ("", "")] {
                let text = filler.text(distance: distance, name: name)
                #expect(text == strings.text(key, ["distance": distance, "name": name]))
                #expect(distance.isEmpty || (text.contains(distance) && text.contains(name)))
            }
        }
    }

    @Test func aMessageWithoutEachPlaceholderOnceIsFilledFromTheDictionary() {
        let strings = StringTable(
            language: "en",
            messages: ["trip.legTrack": .text("{distance} and {distance} from {name}")])
        let filler = LegTextFiller("trip.legTrack", strings: strings)
        #expect(filler.text(distance: "3 km", name: "Ark") == "3 km and 3 km from Ark")
    }
}

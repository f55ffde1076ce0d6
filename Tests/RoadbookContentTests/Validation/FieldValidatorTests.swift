import RoadbookContent
import Testing

@Suite struct FieldValidatorTests {
    @Test func coordinatesMustBeOnEarth() {
        #expect(CoordinatesValidator.problems(in: Coordinates(latitude: 41.8902, longitude: 12.4922)).isEmpty)
        #expect(CoordinatesValidator.problems(in: Coordinates(latitude: 90, longitude: -180)).isEmpty)
        #expect(CoordinatesValidator.problems(in: Coordinates(latitude: -90, longitude: 180)).isEmpty)
        #expect(
            CoordinatesValidator.problems(in: Coordinates(latitude: 90.5, longitude: -180.01))
                == [.latitudeOutOfRange(90.5), .longitudeOutOfRange(-180.01)])
        #expect(CoordinatesValidator.latitudeProblem(.nan) == .notFinite(field: "latitude"))
        #expect(CoordinatesValidator.longitudeProblem(.infinity) == .notFinite(field: "longitude"))
        #expect(
            ContentProblem.latitudeOutOfRange(95).description
                == "latitude '95' is out of range; it must be between -90 and 90")
    }

    @Test(arguments: [
        "https://en.wikipedia.org/wiki/Colosseum", "http://example.com", "HTTPS://example.com/a?b=c#d",
        "https://de.wikipedia.org/wiki/Kölner_Dom", "https://example.com/a%22b?x=1&y=%7C",
    ])
    func linksMayBeHTTPOrHTTPS(_ link: String) {
        #expect(LinkValidator.isValid(link))
    }

    @Test(arguments: [
        "ftp://example.com", "javascript:alert(1)", "en.wikipedia.org/wiki/Colosseum", "https://", "/wiki/x",
        "https://exa mple.com", "", "https://example.com/a?b=\"2\"", "https://example.com/<x>", "https://example.com/a|b",
        "https://example.com/{x}", "https://example.com/a\\b", "https://example.com/`x`", "https://example.com/a\u{7}",
    ])
    func otherLinksAreRefused(_ link: String) {
        #expect(!LinkValidator.isValid(link))
        #expect(throws: ContentProblem.invalidLink(link)) { try LinkValidator.validated(link) }
    }

    @Test(arguments: ["rome-colosseum-1", "Paris_Louvre", "x", "café"])
    func imageNamesArePlainNames(_ name: String) {
        #expect(ImageNameValidator.isValid(name))
    }

    @Test(arguments: ["../x", "/x", "a/b", "a\\b", "..", ".", ".hidden", "", " x", "c:x", "a\nb"])
    func imageNamesNeverEscapeTheirFolder(_ name: String) {
        #expect(!ImageNameValidator.isValid(name))
        #expect(throws: ContentProblem.invalidImageName(name)) { try ImageNameValidator.validated(name) }
    }

    @Test(arguments: [
        "#0a84ff", "#FFF", "#ffff", "#11223344", "teal", "RebeccaPurple", "rgb(10 132 255)", "rgba(10, 132, 255, 0.5)",
        "hsl(210deg 100% 52%)", "oklch(62% 0.19 255)", " tomato ",
    ])
    func plausibleColours(_ color: String) {
        #expect(ColorValidator.isValid(color))
    }

    @Test(arguments: [
        "#12345", "#ggg", "blu", "rgb(1,2,3", "red; background: url(x)", "url(x)", "expression(alert(1))", "",
        "rgb()", "rgb(\"1\")", "rgb(1 2 3;)", "rgb(1;2;3)", "hsl(1 2% 3%; color: red)",
    ])
    func implausibleColours(_ color: String) {
        #expect(!ColorValidator.isValid(color))
    }

    @Test func aMisspeltColourSuggestsTheNearestName() {
        #expect(throws: ContentProblem.invalidColor("bleu", suggestion: "blue")) { try ColorValidator.validated("bleu") }
        #expect(
            ContentProblem.invalidColor("bleu", suggestion: "blue").description
                == "accentColor 'bleu' is not a CSS colour such as '#0a84ff', 'rgb(10 132 255)' or 'teal'; did you mean 'blue'?"
        )
    }

    @Test func languageTags() {
        for tag in ["en", "pt-BR", "zh-Hant-TW", "uz", "az-Latn"] { #expect(LanguageTagValidator.isValid(tag), "\(tag)") }
        for tag in ["", "e", "en_US", "en-", "english language", "en-\"x"] { #expect(!LanguageTagValidator.isValid(tag), "\(tag)") }
    }
}

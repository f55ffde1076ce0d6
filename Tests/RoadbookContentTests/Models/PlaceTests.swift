import RoadbookContent
import Testing

@Suite struct PlaceTests {
    @Test func placesAreEqualAndHashedByIdOnly() {
        let a = Place(id: "colosseum", name: "Colosseum", cityName: "Rome", coordinates: Coordinates(latitude: 41.89, longitude: 12.49))
        let b = Place(id: "colosseum", name: "Il Colosseo", cityName: "Roma", coordinates: Coordinates(latitude: 0, longitude: 0))
        let c = Place(id: "pantheon", name: "Colosseum", cityName: "Rome", coordinates: a.coordinates)
        #expect(a == b)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
    }

    @Test func siteConfigDefaultsFollowTheDesign() {
        let config = SiteConfig(title: "Trip")
        #expect(config.language == "en")
        #expect(config.output == "_site")
        #expect(config.baseURL == nil)
        #expect(config.strictTemplates)
        #expect(config.markdown == MarkdownOptions(smart: false, unsafeHTML: false))
    }

    @Test func imageAssetNamesItsFileAndExtension() {
        let asset = ImageAsset(name: "x", relativePath: "content/images/x.JPG", width: 2, height: 1)
        #expect(asset.fileName == "x.JPG")
        #expect(asset.fileExtension == "jpg")
    }
}

import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookPages

/// `map` in `site.yaml`: the tiles, their credit, the zoom and the route, each bad value an error at its position.
@Suite struct MapSettingsTests {
    private func load(_ siteYAML: String) -> Result<SiteContent, DiagnosticList> {
        do throws(DiagnosticList) {
            return .success(try InMemoryContentDataSource(textFiles: ["site.yaml": siteYAML]).loadSite())
        } catch {
            return .failure(error)
        }
    }

    @Test func defaultsAreOpenStreetMapsTilesWithTheirLinkedCredit() throws {
        let settings = try load("title: T\n").get().config.map
        #expect(settings == MapSettings())
        #expect(settings.tiles == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
        #expect(settings.attribution == "© OpenStreetMap contributors")
        #expect(settings.attributionURL == "https://www.openstreetmap.org/copyright")
        #expect(settings.maxZoom == 19 && !settings.route && settings.darkTiles == nil)
    }

    @Test func everySettingIsRead() throws {
        let yaml = """
            title: T
            map:
              tiles: "http://127.0.0.1:8080/{z}/{x}/{y}.png"
              darkTiles: "https://dark.example/{z}/{x}/{y}@2x.png"
              attribution: "© Example tiles"
              attributionURL: https://example.net/credits
              maxZoom: 17
              route: true
            """
        let settings = try load(yaml).get().config.map
        #expect(settings.tiles == "http://127.0.0.1:8080/{z}/{x}/{y}.png")
        #expect(settings.darkTiles == "https://dark.example/{z}/{x}/{y}@2x.png")
        #expect(settings.attribution == "© Example tiles" && settings.attributionURL == "https://example.net/credits")
        #expect(settings.maxZoom == 17 && settings.route)
    }

    @Test func tilesNoneMeansNoTilesAndOwnCreditDropsOpenStreetMapsLink() throws {
        let settings = try load("title: T\nmap: { tiles: none, attribution: My own map }\n").get().config.map
        #expect(settings.tiles == nil)
        #expect(settings.attribution == "My own map" && settings.attributionURL == nil)
    }

    @Test func badSettingsAreErrorsAtTheirPositionsAndUnknownKeysWarnWithASuggestion() throws {
        let yaml = """
            title: T
            map:
              tiles: "https://tile.example/{x}/{y}.png"
              darkTiles: "javascript:alert(1)/{z}/{x}/{y}"
              attribution: "  "
              attributionURL: "not a url"
              maxZoom: 30
              route: sometimes
              maxzoom: 3
            """
        guard case .failure(let list) = load(yaml) else {
            Issue.record("expected errors")
            return
        }
        #expect(list.diagnostics.map(\.description) == [
            "site.yaml:3:10: error: 'map.tiles' must be 'none' or an http(s) URL template with {z}, {x} and {y} (such as https://tile.openstreetmap.org/{z}/{x}/{y}.png)",
            "site.yaml:4:14: error: 'map.darkTiles' must be an http(s) URL template with {z}, {x} and {y}",
            "site.yaml:5:16: error: 'map.attribution' can't be empty",
            "site.yaml:6:19: error: 'map.attributionURL' must be an http(s) URL",
            "site.yaml:7:12: error: 'map.maxZoom' must be a whole number from 1 to 22",
            "site.yaml:8:10: error: 'route' must be true or false, not 'sometimes'",
            "site.yaml:9:3: warning: unknown key 'maxzoom'; did you mean 'maxZoom'?",
        ])
    }

    @Test func theSettingsReachEveryMapOfTheSite() throws {
        let yaml = """
            title: T
            map: { tiles: "http://127.0.0.1:1/t/{z}/{x}/{y}.png", route: true, maxZoom: 12 }
            """
        let content = try InMemoryContentDataSource(textFiles: [
            "site.yaml": yaml,
            "content/locations/a.md": "---\nname: A\ncityName: Rome\ncoordinates: { latitude: 41.9, longitude: 12.5 }\n---\nA.\n",
            "content/locations/b.md": "---\nname: B\ncityName: Rome\ncoordinates: { latitude: 41.8, longitude: 12.4 }\n---\nB.\n",
        ]).loadSite()
        let builder = PageBuilder(content: content)
        let trip = builder.tripMap(root: "")
        #expect(trip.tiles == "http://127.0.0.1:1/t/{z}/{x}/{y}.png" && trip.route && trip.maxZoom == 12 && trip.scope == .trip)
        let place = builder.placeMap(0, pins: builder.placeMapPins(0), root: "../../")
        #expect(place.scope == .place(current: "a", nearby: ["b"]) && !place.route)
        guard case .dictionary(let fields) = place.mustacheValue.expanded else {
            Issue.record("a map is an object")
            return
        }
        #expect(fields["dataURL"] == .string("../../locations.geojson") && fields["libraryURL"] == .string("../../leaflet/"))
        #expect(fields["currentID"] == .string("a") && fields["nearbyIDs"] == .string("b"))
    }
}

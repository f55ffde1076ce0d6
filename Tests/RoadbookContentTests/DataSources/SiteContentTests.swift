import Diagnostics
import RoadbookContent
import Testing

@Suite struct SiteContentTests {
    private static func source(_ path: String, line: Int) -> ItemSource {
        ItemSource(path: path, location: SourceLocation(path: path, line: line, column: 1), bodyStartLine: nil)
    }

    private static func place(_ id: String, city: String) -> Place {
        Place(id: id, name: id.capitalized, cityName: city, coordinates: Coordinates(latitude: 41.9, longitude: 12.5))
    }

    /// Content with something in every field, so that a field left behind by the copy shows.
    private static let content = SiteContent(
        config: SiteConfig(title: "Trip"),
        todos: [ItemModel(id: "pass", title: "Buy the pass")],
        places: [place("colosseum", city: "Rome")],
        warnings: [.warning("unknown key 'colour'", at: SourceLocation(path: "site.yaml", line: 2, column: 1))],
        todoSources: ["pass": source("content/todos.yaml", line: 1)],
        placeSources: ["colosseum": source("content/locations/colosseum.md", line: 1)],
        todosPath: "content/todos.yaml",
        failedPlaceIDs: ["broken"],
        failedTodoIDs: ["odd"],
        todoIDsAreUnknown: true,
        failedPlaceDescriptions: [MarkdownSource(text: "See [x](y.md).\n", source: source("content/locations/broken.md", line: 4))])

    @Test func replacingThePlacesChangesOnlyThePlacesAndTheirSources() {
        let places = [Self.place("pantheon", city: "Rome"), Self.place("louvre", city: "Paris")]
        let sources = ["pantheon": Self.source("content/locations/pantheon.md", line: 1)]
        let replaced = Self.content.replacingPlaces(places, sources: sources)
        #expect(replaced.places.map(\.id) == ["pantheon", "louvre"])
        #expect(replaced.placeSources == sources)
        let before = Self.content
        #expect(replaced.config.title == before.config.title)
        #expect(replaced.todos == before.todos)
        #expect(replaced.warnings.map(\.message) == before.warnings.map(\.message))
        #expect(replaced.todoSources == before.todoSources)
        #expect(replaced.todosPath == before.todosPath)
        #expect(replaced.failedPlaceIDs == before.failedPlaceIDs)
        #expect(replaced.failedTodoIDs == before.failedTodoIDs)
        #expect(replaced.todoIDsAreUnknown == before.todoIDsAreUnknown)
        #expect(replaced.failedPlaceDescriptions == before.failedPlaceDescriptions)
        #expect(before.places.map(\.id) == ["colosseum"])
    }
}

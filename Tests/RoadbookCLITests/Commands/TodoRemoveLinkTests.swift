import Foundation
import TestSupport
import Testing

/// `todo remove` does not leave Markdown links to the removed todo broken (the next `generate` would fail).
@Suite struct TodoRemoveLinkTests {
    private func site() throws -> TodoSite {
        let site = try TodoSite(
            """
            - id: book-flights
              title: Book flights
            - id: pack
              title: Pack the bags
              notes: |
                After [the flights](#x) are [booked](todos.yaml#book-flights).
            - id: museum
              title: Museum pass
              notes: Buy it after [the flights](todos.yaml#book-flights).
            """)
        try site.directory.write(
            """
            ---
            name: Colosseum
            cityName: Rome
            coordinates: { latitude: 41.89, longitude: 12.49 }
            ---
            Go early.

            First [book the flights](../todos.yaml#Book-Flights), then [the pass](../todos.yaml#museum).
            A [broken one](../todos.yaml#nope) and [the list](../todos.yaml).
            """, to: "content/locations/colosseum.md")
        return site
    }

    @Test func refusesWithEveryLinkToTheTodo() throws {
        let site = try site()
        let before = try site.todos()
        let result = site.run(["todo", "remove", "book-flights"])
        #expect(result.code == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains("error:") } == [
                "content/locations/colosseum.md:8:7: error: links to the todo 'book-flights'",
                "content/todos.yaml:6:33: error: links to the todo 'book-flights'",
                "content/todos.yaml:9:23: error: links to the todo 'book-flights'",
                "error: nothing was removed: 3 links point to 'book-flights'; remove the links first, or use --force",
            ])
        #expect(result.stdout == "")
        #expect(try site.todos() == before)
    }

    @Test func aTodoNobodyLinksToIsRemovedAndNamed() throws {
        let site = try site()
        let result = site.run(["todo", "remove", "pack"])
        #expect(result.code == 0)
        #expect(result.stdout == "removed: Pack the bags  (pack)\n")
        #expect(!(try site.todos()).contains("Pack the bags"))
    }

    @Test func forceRemovesAndWarnsAboutTheLinksItBreaks() throws {
        let site = try site()
        let result = site.run(["todo", "remove", "museum", "--force"])
        #expect(result.code == 0)
        #expect(result.stdout == "removed: Museum pass  (museum)\n")
        #expect(result.stderr.contains("content/locations/colosseum.md:8:60: warning: this link to the removed todo 'museum' is now broken"))
        #expect(!(try site.todos()).contains("Museum pass"))
    }
}

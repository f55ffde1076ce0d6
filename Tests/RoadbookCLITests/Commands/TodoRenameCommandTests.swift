import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `roadbook todo rename` and `roadbook todo notes`: the edit the browser's Save makes, from the terminal.
@Suite struct TodoRenameCommandTests {
    @Test func renameChangesOnlyTheTitleAndKeepsTheDerivedId() throws {
        let site = try TodoSite()
        defer { site.directory.remove() }
        let result = site.run(["todo", "rename", "book-flights", "  Book the night train: Rome to Paris  "])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Book the night train: Rome to Paris"))
        let expected = TodoCommandFixture.text.replacingOccurrences(
            of: "- title:    Book flights\n  notes: |\n    Into Rome,\n    home from Paris.\n",
            with: "- title:    'Book the night train: Rome to Paris'\n  notes: |\n    Into Rome,\n    home from Paris.\n  id: book-flights\n")
        #expect(try site.todos() == expected)
        // The list still finds it by its old id.
        #expect(site.run(["todo", "toggle", "book-flights"]).code == 0)
    }

    @Test func aShortTitleIsRefusedWithTheAddsMessageAndNothingChanges() throws {
        let site = try TodoSite()
        defer { site.directory.remove() }
        let result = site.run(["todo", "rename", "1", " Go "])
        #expect(result.code == 1)
        #expect(result.stderr.contains("error: 'title' must be at least 3 characters long; 'Go' has 2"))
        #expect(try site.todos() == TodoCommandFixture.text)
        let gone = site.run(["todo", "rename", "nope", "Something"])
        #expect(gone.code == 1)
        #expect(try site.todos() == TodoCommandFixture.text)
    }

    @Test func notesAreWrittenAsABlockAndEmptyNotesRemoveThem() throws {
        let site = try TodoSite()
        defer { site.directory.remove() }
        #expect(site.run(["todo", "notes", "adapters", "Type C\nand type F"]).code == 0)
        #expect(try site.todos().contains("- {id: adapters, title: Pack plug adapters, notes: \"Type C\\nand type F\"}\n"))
        #expect(site.run(["todo", "notes", "passport", "Expires *in May*\nrenew online\n"]).code == 0)
        #expect(try site.todos().contains("  isCompleted: no\n  notes: |\n    Expires *in May*\n    renew online\n\n# Bookings"))
        #expect(site.run(["todo", "notes", "passport", ""]).code == 0)
        #expect(site.run(["todo", "notes", "adapters", "  "]).code == 0)
        #expect(try site.todos() == TodoCommandFixture.text)
    }
}

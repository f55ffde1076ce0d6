import Foundation
import RoadbookContent
import TestSupport
import Testing

@testable import RoadbookCLI

/// Terminal escape sequences neither get into the todo file from the command line nor reach the terminal from it.
@Suite struct TodoControlCharacterTests {
    @Test func addRefusesControlCharactersInEveryTextAndWritesNothing() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "add", "Buy \u{1B}[2Jmaps", "--notes", "one\n\ttwo\u{7}", "--id", "x\u{0}y"])
        #expect(result.code == 1)
        #expect(
            result.stderr == """
                error: the title 'Buy ^[[2Jmaps' holds the control character U+001B at column 5; only tab and newline are allowed
                error: --notes 'one^J^Itwo^G' holds the control character U+0007 at line 2, column 5; only tab and newline are allowed
                error: --id 'x^@y' holds the control character U+0000 at column 2; only tab and newline are allowed

                """)
        #expect(try site.todos() == TodoCommandFixture.text)
        #expect(site.run(["todo", "add", "Buy maps", "--notes", "one\n\ttwo"]).code == 0)
    }

    @Test func listShowsControlCharactersInsteadOfSendingThem() {
        let item = ItemModel(id: "red", title: "Paint it \u{1B}[31mred\u{1B}[0m\u{9B}2J", isCompleted: false, notes: nil)
        let plain = TodoListPrinter(usesColor: false)
        #expect(plain.line(for: item) == "○ Paint it ^[[31mred^[[0mM-^[2J  (red)")
        let text = TodoListPrinter(usesColor: true).text(of: [item])
        // Only the printer's own colour codes remain.
        #expect(text.unicodeScalars.filter { $0 == "\u{1B}" }.count == 4)
        #expect(!text.unicodeScalars.contains("\u{9B}"))
    }
}

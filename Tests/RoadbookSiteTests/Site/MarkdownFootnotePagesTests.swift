import Foundation
import Testing

@testable import RoadbookSite

/// Footnotes on pages that show several pieces of Markdown: the todo list shows every todo's notes.
@Suite struct MarkdownFootnotePagesTests {
    @Test func twoNotesWithTheSameFootnoteLabelKeepTheirIDsApartOnTheTodoList() throws {
        let site = try SiteFixture()
        try site.write(
            """
            - id: book-flights
              title: Book flights
              notes: |
                Cheapest on Tuesdays[^1].

                [^1]: Says the airline.
            - id: buy-pass
              title: Buy the Roma Pass
              notes: |
                Covers the metro[^1].

                [^1]: Lines A to C.
            """, to: "content/todos.yaml")
        let report = try site.generator().generate()
        #expect(report.warnings.isEmpty)
        let html = String(decoding: try Data(contentsOf: site.output.appendingPathComponent("todos/index.html")), as: UTF8.self)
        let ids = html.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        for todo in ["book-flights", "buy-pass"] {
            // The reference goes to its own note, and the note's back-reference to its own reference.
            #expect(html.contains(##"<a href="#fn-\##(todo).1" id="fnref-\##(todo).1" data-footnote-ref>1</a>"##))
            #expect(html.contains(##"<li id="fn-\##(todo).1">"##))
            #expect(html.contains(##"<a href="#fnref-\##(todo).1" class="footnote-backref""##))
        }
        let page = String(decoding: try Data(contentsOf: site.output.appendingPathComponent("todos/buy-pass/index.html")), as: UTF8.self)
        #expect(page.contains(##"<li id="fn-buy-pass.1">"##))
    }

    /// Footnote and heading ids live where no content id can: a todo whose id looks like another todo's footnote or
    /// heading id never gets the same HTML id.
    @Test func aTodoIDThatLooksLikeAFootnoteOrHeadingIDOfAnotherTodoStaysUnique() throws {
        let site = try SiteFixture()
        try site.write(
            """
            - id: first
              title: First things
              notes: |
                ## Details

                See the note[^1].

                [^1]: A note.
            - id: fn-first-1
              title: Looks like a footnote
            - id: fnref-first-1
              title: Looks like a reference
            - id: first-details
              title: Looks like a heading
            """, to: "content/todos.yaml")
        let report = try site.generator().generate()
        #expect(report.warnings.isEmpty)
        let html = String(decoding: try Data(contentsOf: site.output.appendingPathComponent("todos/index.html")), as: UTF8.self)
        let ids = html.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.sorted())")
        #expect(ids.contains("fn-first-1") && ids.contains("fn-first.1") && ids.contains("first_details"))
    }
}

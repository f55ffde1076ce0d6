import Diagnostics
import Foundation
import Testing

@testable import RoadbookSite

/// A todo file that does not parse is reported alone, in the project's words: the links into it from the places'
/// Markdown are not checked (whether the todos they name exist is not known), so they do not bury its error.
@Suite struct BrokenTodoFileTests {
    @Test func aTabInTheTodoFileIsItsOneErrorAndTheLinksIntoItAreNotReported() throws {
        let site = try SiteFixture(colosseumBody: "See [the pass](../todos.yaml#buy-pass) and [the bags](../todos.yaml#pack).\n")
        try site.write("- id: book-flights\n  title: Book flights\n- id: pack\n\ttitle: Pack the bags\n", to: "content/todos.yaml")
        let error = #expect(throws: DiagnosticList.self) { try site.generator().generate() }
        #expect(
            error?.diagnostics.filter(\.isError).map(\.description) == [
                "content/todos.yaml:4:1: error: YAML does not allow tabs for indentation; use spaces"
            ])
    }

    @Test func aLinkToAMissingTodoIsStillAnErrorWhenTheFileParses() throws {
        let site = try SiteFixture(colosseumBody: "See [the pass](../todos.yaml#no-such-todo).\n")
        let error = #expect(throws: DiagnosticList.self) { try site.generator().generate() }
        #expect(error?.diagnostics.contains { $0.message.hasPrefix("link to '../todos.yaml#no-such-todo': no todo with id") } == true)
    }
}

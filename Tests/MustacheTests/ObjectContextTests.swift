import Foundation
import Mustache
import Testing

/// Objects (``MustacheObject``) render, dump and compare as the dictionaries of their names, and are asked only for
/// the names a template reads.
@Suite struct ObjectContextTests {
    /// An object of fixed names; asking it for one of `unread` is a test failure.
    final class Fields: MustacheObject {
        let members: [String: MustacheValue]
        let unread: Set<String>

        init(_ members: [String: MustacheValue], unread: Set<String> = []) {
            self.members = members
            self.unread = unread
        }

        func value(forKey key: String) -> MustacheValue? {
            if unread.contains(key) { Issue.record("asked for '\(key)', which the template does not read") }
            return members[key]
        }

        var keys: [String] { Array(members.keys) }
    }

    private let place = Fields(["name": .string("Cusco"), "hasNotes": .bool(false), "count": .int(3)])

    private var page: MustacheValue {
        .object(Fields(["place": .object(place), "places": .list([.object(place), .object(Fields(["name": .string("Lima")]))])]))
    }

    @Test func namesDottedNamesListsAndSectionsAreLookedUpInObjects() throws {
        let text = try Render.text("{{place.name}} {{#places}}[{{name}}]{{/places}} {{#place}}{{count}}{{^hasNotes}}!{{/hasNotes}}{{/place}}", page)
        #expect(text == "Cusco [Cusco][Lima] 3!")
    }

    @Test func anObjectIsAskedOnlyTheNamesATemplateReads() throws {
        let fields = Fields(["title": .string("Peru"), "notes": .string("x")], unread: ["notes"])
        #expect(try Render.text("{{title}}{{#title}}!{{/title}}", .object(fields)) == "Peru!")
    }

    @Test func anObjectBelowInTheStackAnswersWhatTheInnerOneHasNot() throws {
        let outer = MustacheValue.object(Fields(["root": .string("../"), "item": .object(Fields(["name": .string("a")]))]))
        #expect(try Render.text("{{#item}}{{root}}{{name}}{{/item}}", outer) == "../a")
    }

    @Test func strictModeSuggestsTheNamesOfObjects() {
        #expect(Render.problems("{{plce.name}}", page) == ["t.mustache:1:1: error: no 'plce' here; did you mean 'place'?"])
        #expect(Render.problems("{{place.nmae}}", page) == ["t.mustache:1:1: error: no 'nmae' in 'place'; did you mean 'name'?"])
        #expect(Render.problems("{{place.name.first}}", page) == ["t.mustache:1:1: error: no 'first' in 'place.name', which is a string"])
    }

    @Test func anObjectIsWrittenAndComparedAsTheDictionaryOfItsNames() throws {
        let dictionary = MustacheValue.dictionary([
            "place": .dictionary(["name": .string("Cusco"), "hasNotes": .bool(false), "count": .int(3)]),
            "places": .list([.dictionary(["name": .string("Cusco"), "hasNotes": .bool(false), "count": .int(3)]), .dictionary(["name": .string("Lima")])]),
        ])
        #expect(page.jsonText == dictionary.jsonText)
        #expect(page == dictionary && dictionary == page)
        #expect(page.expanded == dictionary)
        #expect(try MustacheValue(json: Data(page.jsonText.utf8)) == page)
        #expect(MustacheValue.object(place) != .object(Fields(["name": .string("Cusco")])))
        #expect(MustacheValue.object(place) != .string("Cusco"))
    }
}

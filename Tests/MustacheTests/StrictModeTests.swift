import Mustache
import Testing

@Suite struct StrictModeTests {
    private let context: MustacheValue = .dictionary([
        "location": .string("Cusco"),
        "page": .dictionary(["title": .string("Peru"), "notes": .null]),
        "items": .list([.dictionary(["name": .string("a")]), .dictionary(["name": .string("b")])]),
    ])

    @Test func typoNamesFileLineColumnAndTheNearestName() {
        #expect(
            Render.problems("<p>\n  {{loaction}}</p>", context) == [
                "t.mustache:2:3: error: no 'loaction' here; did you mean 'location'?"
            ])
    }

    @Test func lenientModeRendersMissingNamesAsNothing() throws {
        #expect(try Render.text("[{{loaction}}]", context) == "[]")
    }

    @Test func allErrorsAreReportedOnceEach() {
        let problems = Render.problems("{{#items}}{{nmae}}{{/items}}\n{{#secton}}{{/secton}}{{^nope}}{{/nope}}", context)
        #expect(
            problems == [
                "t.mustache:1:11: error: no 'nmae' here; did you mean 'name'?",
                "t.mustache:2:1: error: no 'secton' here",
                "t.mustache:2:23: error: no 'nope' here",
            ])
    }

    @Test func suggestionsComeFromEveryFrameOfTheStack() {
        #expect(
            Render.problems("{{#items}}{{locaton}}{{/items}}", context) == [
                "t.mustache:1:11: error: no 'locaton' here; did you mean 'location'?"
            ])
    }

    @Test func dottedNamesNameTheFirstMissingPart() {
        #expect(
            Render.problems("{{page.titel}}", context) == ["t.mustache:1:1: error: no 'titel' in 'page'; did you mean 'title'?"])
        #expect(Render.problems("{{pag.title}}", context) == ["t.mustache:1:1: error: no 'pag' here; did you mean 'page'?"])
        #expect(
            Render.problems("{{location.city}}", context) == ["t.mustache:1:1: error: no 'city' in 'location', which is a string"]
        )
    }

    @Test func nullValuesArePresent() throws {
        #expect(Render.problems("{{page.notes}}{{^page.notes}}none{{/page.notes}}", context).isEmpty)
        #expect(try Render.text("{{^page.notes}}none{{/page.notes}}", context, strict: true) == "none")
    }

    @Test func errorsInsidePartialsNameThePartial() {
        #expect(
            Render.problems("{{> card}}", context, partials: ["card": "\n{{titel}}"]) == [
                "card:2:1: error: no 'titel' here"
            ])
    }

    /// A block's content is rendered inside the parent template, but its errors are placed where it is written: in
    /// the child that overrides it (two levels up for `main`), or in the parent for a default.
    @Test func errorsInBlocksNameTheTemplateTheyAreWrittenIn() {
        let partials = [
            "middle": "{{<layout}}{{$main}}{{a2}}{{/main}}{{$side}}{{>card}}{{/side}}{{/layout}}",
            "layout": "{{$main}}{{a3}}{{/main}}\n{{$side}}{{/side}}\n{{$foot}}{{a6}}{{/foot}}{{a4}}",
            "card": "{{a5}}",
        ]
        #expect(
            Render.problems("{{<middle}}{{$main}}{{a1}}{{/main}}{{/middle}}", context, partials: partials) == [
                "t.mustache:1:21: error: no 'a1' here",
                "card:1:1: error: no 'a5' here",
                "layout:3:10: error: no 'a6' here",
                "layout:3:25: error: no 'a4' here",
            ])
    }

    @Test func dynamicPartialsReportMissingNamesAndTemplates() throws {
        let partials = ["card": "[{{location}}]"]
        let data: MustacheValue = .dictionary([
            "kind": .string("card"), "other": .string("cart"), "count": .int(2), "location": .string("x"),
        ])
        #expect(try Render.text("{{>*kind}}", data, partials: partials, strict: true) == "[x]")
        #expect(
            Render.problems("{{>*knd}}\n{{>*other}}\n{{>*count}}", data, partials: partials) == [
                "t.mustache:1:1: error: no 'knd' here; did you mean 'kind'?",
                "t.mustache:2:1: error: unknown partial 'cart' (the value of 'other')",
                "t.mustache:3:1: error: 'count' must be the name of a template, not a number",
            ])
        #expect(try Render.text("{{>*knd}}{{>*other}}", data, partials: partials) == "")
    }
}

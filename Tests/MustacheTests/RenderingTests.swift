import Foundation
import TestSupport
import Testing

@testable import Mustache

@Suite struct RenderingTests {
    @Test func escapesHTMLInDoubleMustachesOnly() throws {
        let context: MustacheValue = .dictionary(["x": .string(#"<a href="x">Tom & 'Jerry'</a>"#)])
        #expect(try Render.text("{{x}}", context) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(try Render.text("{{{x}}}|{{& x}}", context) == #"<a href="x">Tom & 'Jerry'</a>|<a href="x">Tom & 'Jerry'</a>"#)
    }

    @Test func escapesEachCharacterWhereverItStandsInALongValue() throws {
        for (special, reference) in [("<", "&lt;"), (">", "&gt;"), ("&", "&amp;"), ("\"", "&quot;"), ("'", "&#39;")] {
            for place in 0..<20 {
                let before = String(repeating: "a", count: place)
                let context: MustacheValue = .dictionary(["x": .string(before + special + "é b=" + special + "0123456789")])
                #expect(try Render.text("[{{x}}]", context) == "[" + before + reference + "é b=" + reference + "0123456789]")
            }
        }
    }

    @Test func rendersScalarsTheWayTheSpecExpects() throws {
        let context: MustacheValue = .dictionary([
            "d": .double(1.21), "w": .double(3), "i": .int(-7), "t": .bool(true), "n": .null, "s": .string("é"),
        ])
        #expect(try Render.text("{{d}} {{w}} {{i}} {{t}} [{{n}}] {{s}}", context) == "1.21 3 -7 true [] é")
    }

    /// A block whose tags stand on their own lines is reindented where it is expanded; `{{$main}}{{/main}}` on one
    /// line would keep its own line end after the content (the inheritance spec's "standalone block").
    @Test func layoutInheritanceWithPartialsAndAList() throws {
        let partials = [
            "layout":
                "<html>\n  <head><title>{{$title}}Roadbook{{/title}}</title></head>\n  <body>\n    {{$main}}\n    {{/main}}\n  </body>\n</html>\n",
            "card": "<li>\n  {{name}}\n</li>\n",
        ]
        let page =
            "{{<layout}}\n{{$title}}Places{{/title}}\n{{$main}}\n<ul>\n  {{#places}}\n  {{>card}}\n  {{/places}}\n</ul>\n{{/main}}\n{{/layout}}\n"
        let context: MustacheValue = .dictionary([
            "places": .list([.dictionary(["name": .string("Rio")]), .dictionary(["name": .string("Lima")])])
        ])
        let expected =
            "<html>\n  <head><title>Places</title></head>\n  <body>\n    <ul>\n      <li>\n        Rio\n      </li>\n      <li>\n        Lima\n      </li>\n    </ul>\n  </body>\n</html>\n"
        #expect(try Render.text(page, context, partials: partials, strict: true) == expected)
    }

    @Test func directoryLoaderMapsNamesToFilesAndPaths() throws {
        let folder = try TemporaryDirectory()
        try folder.write("<b>{{x}}</b>", to: "templates/parts/bold.mustache")
        try folder.write("{{> parts/bold}}{{> ../escape}}", to: "templates/page.mustache")
        let loader = DirectoryTemplateLoader(directory: folder.url.appendingPathComponent("templates"), displayPath: "templates")
        #expect(try loader.source(named: "parts/bold")?.path == "templates/parts/bold.mustache")
        #expect(try loader.source(named: "../escape") == nil)
        #expect(try loader.source(named: "nothing") == nil)
        let repository = TemplateRepository(loader: loader, strict: false)
        #expect(try repository.render(named: "page", with: .dictionary(["x": .string("1")])) == "<b>1</b>")
    }

    @Test func chainLoaderPrefersTheFirstLoader() throws {
        let site = DictionaryTemplateLoader(["footer": "site footer"], pathPrefix: "templates/")
        let theme = DictionaryTemplateLoader(
            ["footer.mustache": "theme footer", "page.mustache": "{{>footer}}"], pathPrefix: "theme/")
        let chain = ChainTemplateLoader([site, theme])
        #expect(try chain.source(named: "page")?.path == "theme/page.mustache")
        #expect(try chain.source(named: "footer")?.text == "site footer")
        #expect(try TemplateRepository(loader: chain, strict: true).render(named: "page", with: .null) == "site footer")
    }

    @Test func unknownTopTemplateIsADiagnostic() {
        let repository = TemplateRepository(loader: DictionaryTemplateLoader([:]), strict: true)
        do {
            try repository.compile(named: "nope")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["error: unknown template 'nope'"])
        }
    }

    @Test func aPartialThatIncludesItselfForeverStops() {
        let problems = Render.problems("{{>me}}", partials: ["me": "x{{>me}}"], strict: false)
        #expect(problems == ["me:1:2: error: templates nest more than 256 levels deep (is 'me' including itself?)"])
    }

    // Without the limit this runs for minutes or forever: the time limit makes that a failure, not a hang.
    @Test(.timeLimit(.minutes(1))) func aPartialThatIncludesItselfTwiceStopsInTime() {
        // 2^256 expansions below the depth limit: rendering must stop on the total (found by the mustache fuzz target).
        let problems = Render.problems("{{>me}}", partials: ["me": "{{>me}}{{>me}}"], strict: false)
        #expect(
            problems == [
                "me:1:1: error: templates nest more than 256 levels deep (is 'me' including itself?)",
                "me:1:8: error: templates nest more than 256 levels deep (is 'me' including itself?)",
                "me:1:8: error: templates expand more than 250000 sections and partials (is 'me' including itself more than once?)",
            ])
    }

    @Test(.timeLimit(.minutes(1))) func aRenderStopsAtItsLimitOfLookups() {
        // Each level pushes a dictionary and includes the partial twice, and every missing name is asked of every
        // dictionary below: within the expansion and depth limits, over a hundred million lookups (the fuzz target
        // found the like, 13 s in the fuzzing build).
        let partial = "{{#d}}{{a}}{{b}}{{c}}{{>me}}{{>me}}{{/d}}"
        let context: MustacheValue = .dictionary(["d": .dictionary(["x": .int(1)])])
        // The limit of a real render is 5 million lookups; at 100,000 the test runs in a moment.
        let repository = TemplateRepository(loader: DictionaryTemplateLoader(["me": partial]), strict: false, lookupLimit: 100_000)
        var problems: [String] = []
        do {
            let html = try repository.render(source: TemplateSource(text: "{{>me}}", path: "t.mustache"), with: context)
            Issue.record("rendered \(html.count) characters")
        } catch {
            problems = error.diagnostics.map(\.description)
        }
        #expect(problems.last == "me:1:1: error: templates look names up more than 100000 times (is a partial including itself?)", "\(problems)")
        #expect(problems.filter { $0.contains("look names up") }.count == 1)
    }

    // Without the limit this runs for minutes or forever: the time limit makes that a failure, not a hang.
    @Test(.timeLimit(.minutes(1))) func aRenderStopsAtItsOutputLimit() {
        // Three inclusions per level, each indented one more space: within the expansion limit, but hundreds of
        // megabytes of output (found by the mustache fuzz target).
        let partial = "x\n {{>p}}\n {{>p}}\n {{>p}}\n"
        let problems = Render.problems("{{>p}}", partials: ["p": partial], strict: false)
        #expect(
            problems == [
                "p:2:2: error: templates nest more than 256 levels deep (is 'p' including itself?)",
                "p:3:2: error: templates nest more than 256 levels deep (is 'p' including itself?)",
                "p:4:2: error: templates nest more than 256 levels deep (is 'p' including itself?)",
                "p:2:2: error: the output is larger than 16 MiB",
                "p:3:2: error: the output is larger than 16 MiB",
                "p:4:2: error: the output is larger than 16 MiB",
            ])
    }

    // Without the limit this runs for minutes or forever: the time limit makes that a failure, not a hang.
    @Test(.timeLimit(.minutes(1))) func aMissingNameReachedAMillionTimesIsReportedOnceAndQuickly() {
        // A missing dynamic partial name in a partial that includes itself twice: the suggestion was worked out
        // again at each of the million visits (found by the mustache fuzz target; minutes instead of a second).
        let context: MustacheValue = .dictionary(Dictionary(uniqueKeysWithValues: (0..<200).map { ("name\($0)", .int($0)) }))
        let problems = Render.problems("{{>me}}", context, partials: ["me": "{{>*dynamic}}{{>me}}{{>me}}"], strict: true)
        #expect(problems.filter { $0.contains("no 'dynamic' here") } == ["me:1:1: error: no 'dynamic' here"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "{{#a}}", count: 5000) + String(repeating: "{{/a}}", count: 5000)
        #expect(Render.problems(deep) == ["t.mustache:1:1537: error: sections nest more than 256 levels deep"])
    }

    @Test func rendersInParallelFromOneRepository() throws {
        let loader = DictionaryTemplateLoader(["page": "{{#items}}<{{.}}>{{/items}}{{>tail}}", "tail": "!{{n}}"])
        let repository = TemplateRepository(loader: loader, strict: true)
        try repository.compile(named: "page")
        let results = ResultBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let context: MustacheValue = .dictionary(["items": .list((0..<index % 5).map { .int($0) }), "n": .int(index)])
            results.set(index, (try? repository.render(named: "page", with: context)) ?? "failed")
        }
        for index in 0..<64 {
            let items = (0..<index % 5).map { "<\($0)>" }.joined()
            #expect(results.get(index) == items + "!\(index)")
        }
    }
}

import Diagnostics
import Foundation
import Mustache
import Testing

@Suite struct FuzzTests {
    private static let seeds = [
        "{{#list}}<li>{{name}}</li>{{/list}}", "{{^empty}}none{{/empty}}", "{{{raw}}} {{&raw}} {{x}}",
        "{{=<% %>=}}<% x %><%={{ }}=%>{{x}}", "{{<layout}}{{$main}}m{{/main}}{{/layout}}", "  {{>p}}\n{{>*dyn}}",
        "{{! comment }}\n{{#a.b.c}}{{.}}{{/a.b.c}}", "{{$block}}\n  default\n{{/block}}\n", "é😀 {{x}}\r\n{{#flag}}\n{{/flag}}\n",
    ]

    private static let fragments = [
        "{{", "}}", "{{{", "}}}", "{{#", "{{^", "{{/", "{{!", "{{>", "{{<", "{{$", "{{&", "{{=", "=}}", "<%", "%>", "*",
        ".", "x", "list", "flag", "obj", "\n", "\r\n", " ", "\t", "é", "😀", "\u{0}", "{{x}}", "{{/list}}", "{{#list}}",
        "{{=| |=}}", "| |", "{{>p}}", "{{>*dyn}}", "{{<p}}", "{{/p}}", "{{$main}}", "{{/main}}", "a.b", "..",
    ]

    private static let context: MustacheValue = .dictionary([
        "x": .string("<a&b>"), "raw": .string("<i>"), "flag": .bool(true), "empty": .list([]), "dyn": .string("p"),
        "list": .list([.dictionary(["name": .string("one"), "x": .int(1)])]), "n": .double(1.5),
        "obj": .dictionary(["x": .string("y")]), "a": .dictionary(["b": .dictionary(["c": .int(3)])]),
    ])

    private static func mutate(_ text: String, _ generator: inout SeededGenerator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0...scalars.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let fragment = fragments.randomElement(using: &generator)!
                scalars.insert(contentsOf: fragment.unicodeScalars, at: position)
            case 2:
                guard !scalars.isEmpty, position < scalars.count else { continue }
                let end = min(scalars.count, position + Int.random(in: 1...4, using: &generator))
                scalars.removeSubrange(position..<end)
            default:
                guard !scalars.isEmpty, position < scalars.count else { continue }
                let end = min(scalars.count, position + Int.random(in: 1...8, using: &generator))
                scalars.insert(contentsOf: scalars[position..<end], at: position)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    @Test func thousandsOfMutatedTemplatesNeverCrashOrHang() {
        var generator = SeededGenerator(state: 2026)
        let partials = ["p": "[{{x}}]\n", "layout": "<{{$main}}d{{/main}}>"]
        var rendered = 0
        var rejected = 0
        for iteration in 0..<5000 {
            var template = Self.seeds[iteration % Self.seeds.count]
            for _ in 0..<Int.random(in: 1...3, using: &generator) { template = Self.mutate(template, &generator) }
            for strict in [false, true] {
                let repository = TemplateRepository(loader: DictionaryTemplateLoader(partials), strict: strict)
                let lineCount = template.utf8.filter { $0 == 10 }.count + 1
                do {
                    let output = try repository.render(
                        source: TemplateSource(text: template, path: "f.mustache"), with: Self.context)
                    #expect(
                        output.utf8.count < 100 * (template.utf8.count + 10),
                        "output grew without bound for \(template.debugDescription)")
                    rendered += 1
                } catch {
                    rejected += 1
                    #expect(!error.diagnostics.isEmpty)
                    for diagnostic in error.diagnostics {
                        guard let location = diagnostic.location, location.path == "f.mustache" else { continue }
                        #expect(
                            location.line >= 1 && location.line <= lineCount && location.column >= 1,
                            "\(diagnostic) for \(template.debugDescription)")
                    }
                }
            }
        }
        #expect(rendered > 500)
        #expect(rejected > 1000)
    }

    @Test func textWithoutTagsRendersAsIs() throws {
        var generator = SeededGenerator(state: 7)
        for _ in 0..<500 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in "ab {}\n\té😀<&".randomElement(using: &generator)! })
            guard !text.contains("{{") else { continue }
            #expect(try Render.text(text) == text)
        }
    }
}

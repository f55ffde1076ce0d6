import Escaping
import Foundation
import Mustache
import RoadbookCLI
import TestSupport
import Testing

@Suite struct RenderCommandTests {

    @Test func rendersWithPartialsFromTheTemplateFolderAndAddsNoNewline() throws {
        let site = try TemporaryDirectory()
        try site.write("<h1>{{title}}</h1>{{> footer}}", to: "templates/page.mustache")
        try site.write("<p>{{note}}</p>", to: "templates/footer.mustache")
        try site.write(#"{"title": "Rio & Lima", "note": "1.21"}"#, to: "data.json")
        let result = CLIRun.run(["render", "templates/page.mustache", "--data", "data.json"], in: site.url)
        #expect(result.code == 0)
        #expect(result.stdout == "<h1>Rio &amp; Lima</h1><p>1.21</p>")
        #expect(result.stderr == "")
    }

    @Test func strictModeReportsTheTypoWithPositionAndSuggestion() throws {
        let site = try TemporaryDirectory()
        try site.write("<ul>\n  <li>{{loaction}}</li>\n</ul>", to: "templates/location.mustache")
        try site.write(#"{"location": "Cusco"}"#, to: "data.json")
        let lenient = CLIRun.run(["render", "templates/location.mustache", "--data", "data.json"], in: site.url)
        #expect(lenient.code == 0)
        #expect(lenient.stdout == "<ul>\n  <li></li>\n</ul>")
        let strict = CLIRun.run(["render", "templates/location.mustache", "--data", "data.json", "--strict"], in: site.url)
        #expect(strict.code == 1)
        #expect(strict.stdout == "")
        #expect(
            strict.stderr.hasPrefix(
                "templates/location.mustache:2:7: error: no 'loaction' here; did you mean 'location'?\n"))
    }

    @Test func parseErrorsAndBadDataAreDiagnostics() throws {
        let site = try TemporaryDirectory()
        try site.write("{{#items}}\n{{name}}\n", to: "t.mustache")
        try site.write("{\"items\": [1, 2]}", to: "data.json")
        let badTemplate = CLIRun.run(["render", "t.mustache", "--data", "data.json"], in: site.url)
        #expect(badTemplate.code == 1)
        #expect(badTemplate.stderr.hasPrefix("t.mustache:1:1: error: unclosed section 'items'\n"))
        try site.write("{{#items}}{{.}}{{/items}}", to: "t.mustache")
        try site.write("{\"items\": [1, 2,]}", to: "data.json")
        let badData = CLIRun.run(["render", "t.mustache", "--data", "data.json"], in: site.url)
        #expect(badData.code == 1)
        #expect(badData.stderr.hasPrefix("data.json:1:17: error: unexpected ']'; expected a JSON value\n"))
        let noData = CLIRun.run(["render", "t.mustache", "--strict"], in: site.url)
        #expect(noData.code == 1)
        #expect(noData.stderr.hasPrefix("t.mustache:1:1: error: no 'items' here\n"))
        let noFile = CLIRun.run(["render", "nope.mustache", "--data", "data.json"], in: site.url)
        #expect(noFile.code == 1)
        #expect(noFile.stderr == "error: no file 'nope.mustache'\n")
    }

    @Test func unknownPartialIsAnErrorOnlyInStrictMode() throws {
        let site = try TemporaryDirectory()
        try site.write("a{{> missing}}b", to: "t.mustache")
        try site.write("{}", to: "data.json")
        #expect(CLIRun.run(["render", "t.mustache", "--data", "data.json"], in: site.url).stdout == "ab")
        let strict = CLIRun.run(["render", "t.mustache", "--data", "data.json", "--strict", "--partials", "parts"], in: site.url)
        #expect(strict.code == 1)
        #expect(strict.stderr.hasPrefix("t.mustache:1:2: error: unknown partial 'missing'\n"))
    }

    /// Every spec case (all eight files), run through `roadbook render` with files on disk.
    @Test func specCasesPassThroughTheCommand() throws {
        let folder = try #require(
            Self.specFolder(), "no Mustache spec at Tests/MustacheTests/Spec (or at $MUSTACHE_SPEC_DIR when set)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "~lambdas.json" }.sorted()
        var passed = 0
        var failed = 0
        for file in files {
            let document = try MustacheValue(json: Data(contentsOf: folder.appendingPathComponent(file)))
            guard case .dictionary(let root) = document, case .list(let tests)? = root["tests"] else { continue }
            for test in tests {
                guard case .dictionary(let fields) = test, case .string(let name)? = fields["name"],
                    case .string(let template)? = fields["template"], case .string(let expected)? = fields["expected"]
                else { continue }
                let site = try TemporaryDirectory()
                try site.write(template, to: "main/template.mustache")
                try site.write(Self.json(fields["data"] ?? .null), to: "data.json")
                if case .dictionary(let partials)? = fields["partials"] {
                    for (partial, text) in partials {
                        if case .string(let text) = text { try site.write(text, to: "partials/\(partial).mustache") }
                    }
                }
                let result = CLIRun.run(
                    ["render", "main/template.mustache", "--data", "data.json", "--partials", "partials"], in: site.url)
                if result.code == 0, result.stdout == expected {
                    passed += 1
                } else {
                    failed += 1
                    Issue.record(
                        "\(file): \(name): expected \(expected.debugDescription), got \(result.stdout.debugDescription) \(result.stderr)"
                    )
                }
            }
        }
        print("roadbook render: \(passed) passed, \(failed) failed")
        #expect(passed > 0)
        #expect(failed == 0)
    }

    private static func specFolder() -> URL? {
        if let path = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"], !path.isEmpty {
            return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        // The copy of the spec kept in the repository, beside the Mustache module's tests.
        let vendored = RepositoryRoot.url.appendingPathComponent("Tests/MustacheTests/Spec")
        return FileManager.default.fileExists(atPath: vendored.appendingPathComponent("interpolation.json").path) ? vendored : nil
    }

    /// The value as JSON text, numbers in their shortest exact form.
    private static func json(_ value: MustacheValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .string(let text): return QuotedText.json(text)
        case .list(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .dictionary(let members):
            return "{" + members.keys.sorted().map { json(.string($0)) + ":" + json(members[$0]!) }.joined(separator: ",") + "}"
        case .object: return json(value.expanded)
        }
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `roadbook generate --dump-data DIR` writes the data each page is rendered with, usable with `roadbook render`.
@Suite struct DumpDataTests {
    private let repository = RepositoryRoot.url

    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, stdout: String, stderr: String) {
        CLIRun.run(arguments, in: directory, environment: ["HOME": "/nonexistent"])
    }

    /// The template each page of the default site is rendered with, from its output path.
    private static func template(ofPage path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        switch parts.count {
        case 1: return path == "index.html" ? "home" : "404"
        case 2: return parts[0]
        default: return parts[0] == "cities" ? "city" : String(parts[0].dropLast())  // todos/<id>/ → todo, locations/<id>/ → location
        }
    }

    @Test func renderingEachPagesDataWithItsTemplateGivesTheGeneratedPage() throws {
        let folder = try TemporaryDirectory()
        let output = folder.url.appendingPathComponent("site")
        let data = folder.url.appendingPathComponent("data")
        let built = run(["generate", "--output", output.path, "--dump-data", data.path, "--quiet"], in: repository)
        try #require(built.code == 0, "\(built.stderr)")
        let pages = try #require(FileManager.default.enumerator(atPath: output.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") }.sorted()
        var templates: Set<String> = []
        for page in pages {
            let template = Self.template(ofPage: page)
            templates.insert(template)
            let json = data.appendingPathComponent(String(page.dropLast("html".count)) + "json")
            let rendered = run(["render", "templates/\(template).mustache", "--data", json.path, "--partials", "templates", "--strict"], in: repository)
            #expect(rendered.code == 0, "\(page): \(rendered.stderr)")
            #expect(rendered.stdout == (try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)), "\(page)")
        }
        #expect(templates == ["home", "todos", "todo", "locations", "location", "city", "stats", "404", "days", "day"])
        let dumped = try #require(FileManager.default.enumerator(atPath: data.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
        #expect(dumped.count == pages.count)
    }

    private func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("title: Weekend\nbaseURL: https://example.org/\n", to: "site.yaml")
        try site.write("- id: bags\n  title: Pack the bags\n- id: keys\n  title: Find the keys\n", to: "content/todos.yaml")
        return site
    }

    @Test func saysWhereAndReplacesItsOwnFolderWhole() throws {
        let site = try makeSite()
        let first = run(["generate", "--dump-data", "_data"], in: site.url)
        #expect(first.code == 0)
        #expect(first.stderr.hasSuffix("into _site/\nWrote the data of each page into _data/\n"), "\(first.stderr)")
        #expect(try site.read("_data/todos/keys/index.json").contains(#""title": "Find the keys · Weekend""#))
        try site.write("- id: bags\n  title: Pack the bags\n", to: "content/todos.yaml")
        #expect(run(["generate", "--dump-data", "_data", "--quiet"], in: site.url).code == 0)
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_data/todos/keys").path))
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_data/todos/bags/index.json").path))
    }

    @Test func aFailedBuildChangesNeitherFolder() throws {
        let site = try makeSite()
        #expect(run(["generate", "--dump-data", "_data", "--quiet"], in: site.url).code == 0)
        let before = try site.read("_data/todos/index.json")
        try site.write("- id: bags\n  title: Pack the bags, all of them\n", to: "content/todos.yaml")
        try site.write("{{<layout}}{{$main}}{{titel}}{{/main}}{{/layout}}", to: "templates/todo.mustache")
        let failed = run(["generate", "--dump-data", "_data", "--quiet"], in: site.url)
        #expect(failed.code == 1)
        #expect(failed.stderr.contains("templates/todo.mustache:1:"), "\(failed.stderr)")
        #expect(try site.read("_data/todos/index.json") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted() == ["_data", "_site", "content", "site.yaml", "templates"])
    }

    @Test func aBrokenLinkAndATemplateErrorAreReportedInOneRun() throws {
        let site = try makeSite()
        try site.write("- id: bags\n  title: Pack the bags\n  notes: See [the keys](#nope) and [x](locations/nowhere.md).\n", to: "content/todos.yaml")
        try site.write("{{<layout}}{{$main}}{{titel}}{{/main}}{{/layout}}", to: "templates/todo.mustache")
        let failed = run(["generate", "--dump-data", "_data", "--quiet"], in: site.url)
        #expect(failed.code == 1)
        #expect(failed.stderr.contains("content/todos.yaml:3:"), "\(failed.stderr)")
        #expect(failed.stderr.contains("templates/todo.mustache:1:"), "\(failed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted() == ["content", "site.yaml", "templates"])
    }

    @Test func refusesInputFoldersTheOutputAndOthersFiles() throws {
        let site = try makeSite()
        let input = run(["generate", "--dump-data", "content/data"], in: site.url)
        #expect(input.code == 1)
        #expect(input.stderr.hasPrefix("error: refusing to write the page data into the site's input folder 'content'"), "\(input.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_site").path), "nothing is built")
        let output = run(["generate", "--dump-data", "_site/data"], in: site.url)
        #expect(output.code == 1)
        #expect(output.stderr.hasPrefix("error: refusing to write the page data into the output folder '\(site.url.path)/_site'"), "\(output.stderr)")
        try site.write("mine\n", to: "notes/a.txt")
        let foreign = run(["generate", "--dump-data", "notes"], in: site.url)
        #expect(foreign.code == 1)
        #expect(foreign.stderr.contains("error: the page data folder holds files Roadbook did not write; use --force to replace it"))
        #expect(try site.read("notes/a.txt") == "mine\n")
        #expect(run(["generate", "--dump-data", "notes", "--force", "--quiet"], in: site.url).code == 0)
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("notes/a.txt").path))
    }

    /// Stopped while the site is built, after its data was staged: neither half-written folder stays behind.
    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "the roadbook binary is not built next to the tests"))
    func aStoppedBuildLeavesNeitherStagingFolder() throws {
        guard let binary = TodoConcurrencyTests.binary else { return }
        let folder = try TemporaryDirectory()
        try StoppableBuild.writeSite(in: folder)
        let process = try StoppableBuild.start(
            binary,
            [
                "generate", "--source", folder.url.appendingPathComponent("site").path, "--output", folder.url.appendingPathComponent("out").path,
                "--dump-data", folder.url.appendingPathComponent("data").path, "--quiet",
            ])
        func siblings(_ prefix: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).filter { $0.hasPrefix(prefix) }
        }
        var sawBoth = false
        while process.isRunning, !sawBoth {
            sawBoth = !siblings(".out").isEmpty && !siblings(".data").isEmpty
            if !sawBoth { usleep(1000) }
        }
        process.terminate()
        process.waitUntilExit()
        #expect(sawBoth)
        #expect(process.terminationStatus == 143 || process.terminationStatus == 0)
        #expect(siblings(".out") + siblings(".data") == [])
    }

    @Test func theHelpListsTheFlag() {
        let help = run(["generate", "--help"], in: repository)
        #expect(help.code == 0)
        #expect(help.stdout.contains("--dump-data DIR"), "\(help.stdout)")
    }
}

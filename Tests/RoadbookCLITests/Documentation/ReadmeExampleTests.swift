import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// What the README and the guide show is what Roadbook does: the sample diagnostics come from a real run on a
/// broken copy of the example, and the tour's commands run as written.
@Suite struct ReadmeExampleTests {
    static let repository = RepositoryRoot.url

    /// The fenced code blocks of a Markdown file of the repository, each without its fences.
    private func codeBlocks(in path: String) throws -> [String] {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current { blocks.append(lines.joined(separator: "\n") + "\n") }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The example site with a latitude out of range, a todo title too short and a misspelt key.
    private func brokenExample() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        for item in ["site.yaml", "content", "static"] {
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent(item), to: site.url.appendingPathComponent(item))
        }
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let text = try site.read(path)
            try #require(text.contains(old), "the example's \(path) no longer has '\(old)'")
            _ = try site.write(text.replacingOccurrences(of: old, with: new), to: path)
        }
        try edit("content/locations/pantheon.md", "latitude: 41.8986", "latitude: 141.8986")
        try edit("content/todos.yaml", "title: Book four nights near Campo de' Fiori", "title: Go")
        try edit("content/locations/trevi-fountain.md", "cityName: Rome\n", "cityName: Rome\ncityname: Roma\n")
        return site
    }

    @Test(arguments: ["README.md", "docs/diagnostics.md"])
    func theSampleDiagnosticsAreARealRun(_ document: String) throws {
        let site = try brokenExample()
        let result = CLIRun.run(["generate", "--output", site.url.appendingPathComponent("out").path], in: site.url)
        #expect(result.code == 1)
        let sample = try #require(
            try codeBlocks(in: document).first { $0.hasPrefix("content/locations/pantheon.md:") },
            "\(document) has no sample diagnostics block")
        #expect(sample == result.stderr, "\(document)'s sample differs from the real output:\n\(result.stderr)")
    }

    /// The tour's command lines: continuations joined, comments dropped, `&&` chains split.
    private func tourCommands() throws -> [[String]] {
        let block = try #require(try codeBlocks(in: "README.md").first { $0.hasPrefix("roadbook init ") })
        let lines = block.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
        return lines.flatMap { line in
            let code = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line[...]
            return code.components(separatedBy: "&&").map { ShellWords.split($0) }
        }
    }

    @Test func theTourRunsAsWrittenAndTheNewPlaceHasOneHeading() throws {
        let folder = try TemporaryDirectory()
        var current = folder.url
        var ran: [String] = []
        for words in try tourCommands() where !words.isEmpty {
            if words[0] == "cd" {
                current = current.appendingPathComponent(words[1])
                continue
            }
            try #require(words[0] == "roadbook")
            // `serve` runs until stopped, and `check public/` is about some other site.
            if words[1] == "serve" || words[1] == "check" { continue }
            let result = CLIRun.run(Array(words.dropFirst()), in: current)
            #expect(result.code == 0, "\(words.joined(separator: " ")): \(result.stderr)")
            ran.append(words[1])
        }
        #expect(ran == ["init", "todo", "new", "theme", "generate"])
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("my-theme/templates/layout.mustache").path))
        let first = try String(
            contentsOf: current.appendingPathComponent("_site/locations/praca-do-comercio/index.html"), encoding: .utf8)
        #expect(first.contains("rel=\"next\" href=\"../castel-sant-angelo/index.html\""), "--after puts the new place second")
        let page = try String(
            contentsOf: current.appendingPathComponent("_site/locations/castel-sant-angelo/index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "Castel Sant’Angelo</h").count == 2, "the name is a heading once only (smart punctuation: the starter has markdown.smart)")
        #expect(!page.contains("<h2"))
    }

    @Test func theCheckSampleIsARealRun() throws {
        let site = try TemporaryDirectory()
        try site.write("<!doctype html><title>a</title>\n<p id=\"a\">x</p>\n", to: "about.html")
        try site.write(
            "<!doctype html><title>i</title>\n<a href=\"blog/\">b</a>\n<a href=\"about.html#b\">x</a>\n"
                + "<a href=\"https://example.org/\">e</a>\n", to: "index.html")
        try site.write("<!doctype html><title>b</title>\n\n<img src=\"img/missing.png\">\n", to: "blog/index.html")
        let result = CLIRun.run(["check", "."], in: site.url)
        #expect(result.code == 1)
        let sample = try #require(try codeBlocks(in: "docs/commands.md").first { $0.hasPrefix("blog/index.html:") })
        let seconds = /in [0-9.]+ s\n/
        #expect(
            sample.replacing(seconds, with: "in … s\n") == (result.stdout + result.stderr).replacing(seconds, with: "in … s\n"),
            "docs/commands.md's check sample differs from the real output:\n\(result.stdout)\(result.stderr)")
    }
}

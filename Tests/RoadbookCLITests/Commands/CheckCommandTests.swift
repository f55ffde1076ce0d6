import Foundation
import RoadbookCLI
import TestSupport
import Testing

@Suite struct CheckCommandTests {
    private func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = ["HOME": "/nonexistent"]
    ) -> (code: Int32, stdout: String, stderr: String) {
        CLIRun.run(arguments, in: directory, environment: environment)
    }

    /// A site whose only problems are warnings: two empty links, a javascript: link, a duplicate id.
    private func warnedSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <a href="">self</a>
            <a href="">self again</a>
            <a href="javascript:void(0)">search</a>
            <p id="x"></p><p id="x"></p>
            """, to: "_site/index.html")
        return site
    }

    private func brokenSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <!doctype html><html lang="en"><head><title>t</title></head><body>
            <a href="about/">about</a>
            <a href="missing.html">gone</a>
            <img src="img/a.png" alt="a">
            <a href="about/#team">team</a>
            </body></html>
            """, to: "_site/index.html")
        try site.write("<!doctype html><title>a</title><h1 id=\"people\">People</h1>", to: "_site/about/index.html")
        try site.write("png", to: "_site/img/a.png")
        return site
    }

    @Test func textReportsEachBrokenReferenceAndExitsOne() throws {
        let site = try brokenSite()
        let result = run(["check"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stdout.contains("index.html:3: error: broken link 'missing.html' (no such file)"))
        #expect(result.stdout.contains("index.html:5: error: broken fragment 'about/#team'"))
        #expect(!result.stdout.contains("img/a.png"))
    }

    @Test func jsonIsOneArrayOfFindings() throws {
        let site = try brokenSite()
        let result = run(["check", "_site", "--format", "json"], in: site.url)
        #expect(result.code == 1)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["url"] as? String } == ["missing.html", "about/#team"])
        #expect(findings.map { $0["kind"] as? String } == ["link", "fragment"])
        #expect(findings.first?["file"] as? String == "index.html")
        #expect(findings.first?["line"] as? Int == 3)
        #expect(findings.first?["severity"] as? String == "error")
    }

    @Test func githubAnnotations() throws {
        let site = try brokenSite()
        let result = run(["check", "_site", "--format", "github"], in: site.url)
        #expect(result.stdout.hasPrefix("::error file=index.html,line=3::"))
    }

    @Test func ignoredURLsAndACleanSiteExitZero() throws {
        let site = try brokenSite()
        let result = run(["check", "--ignore-url", "missing", "--ignore-url", "#team$"], in: site.url)
        #expect(result.code == 0, "\(result.stdout)")
    }

    @Test func usageMistakesExit64() throws {
        let site = try brokenSite()
        let format = run(["check", "--format", "jsn"], in: site.url)
        #expect(format.code == 64)
        #expect(format.stderr.hasPrefix("error: unknown format 'jsn'; did you mean 'json'?"))
        #expect(run(["check", "nowhere"], in: site.url).code == 64)
        #expect(run(["check", "--ignore-url", "("], in: site.url).code == 64)
    }

    @Test func warningsAreSummedUpPerKindAndDoNotFail() throws {
        let site = try warnedSite()
        let result = run(["check"], in: site.url)
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropLast() == [
            "warning: 1 javascript: link (kind javascript-url; --show-warnings lists them)",
            "warning: 2 empty links (kind empty; --show-warnings lists them)",
            "warning: 1 duplicate id (kind duplicate-id; --show-warnings lists them)",
        ])
        #expect(
            try #require(lines.last).wholeMatch(
                of: /checked 1 file, 0 references \(0 external skipped\): 0 errors, 4 warnings in \d+\.\d\d s/) != nil)
        let listed = run(["check", "--show-warnings"], in: site.url)
        #expect(listed.code == 0)
        #expect(listed.stdout.hasPrefix("index.html:1: warning: empty 'href' in <a>\nindex.html:2: warning: empty 'href' in <a>\n"))
        let strict = run(["check", "--strict"], in: site.url)
        #expect(strict.code == 1)
        #expect(strict.stdout.contains("index.html:3: error: javascript url 'javascript:void(0)' in <a>"))
        #expect(!strict.stdout.contains("--show-warnings lists them"))
    }

    @Test func aSettingsFileInTheSiteHoldsTheSameSettingsAndFlagsWin() throws {
        let site = try warnedSite()
        try site.write("<a href='gone.html'>x</a>", to: "_site/api/old.html")
        try site.write(
            """
            strict: true
            skip: [javascript-url, duplicate-id]
            ignore-url: '^$'
            ignore-file:
              - api/**
            """, to: "_site/.roadbook-check.yaml")
        let result = run(["check", "--format", "json"], in: site.url)
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "[]\n")
        let flags = run(["check", "--ignore-url", "^javascript:", "--skip", "empty"], in: site.url)
        #expect(flags.code == 0)
        let noStrict = try site.write("skip: duplicate-id\n", to: "elsewhere.yaml")
        let other = run(["check", "--config", noStrict.path, "--format", "json"], in: site.url)
        #expect(other.code == 1)
        #expect(other.stdout.contains("\"url\": \"gone.html\""))
        #expect(other.stdout.contains("\"kind\": \"empty\", \"severity\": \"warning\""))
    }

    @Test func unknownKeysAndBadValuesInTheSettingsFileArePositioned() throws {
        let site = try warnedSite()
        try site.write("stirct: true\nskip: [emtpy]\nformat: junit\n", to: "_site/.roadbook-check.yaml")
        let result = run(["check"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stderr.contains("_site/.roadbook-check.yaml:1:1: warning: unknown key 'stirct'; did you mean 'strict'?"))
        #expect(result.stderr.contains("_site/.roadbook-check.yaml:2:8: error: unknown kind 'emtpy'; did you mean 'empty'?"))
        #expect(result.stdout == "")
    }

    @Test func aBasePathWithoutSlashesIsTakenAsASubPath() throws {
        let site = try TemporaryDirectory()
        try site.write("<a href='/trip/about/'>a</a><a href='/elsewhere/'>b</a>", to: "_site/index.html")
        try site.write("<p>about</p>", to: "_site/about/index.html")
        let result = run(["check", "--base-path", "trip"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stdout.hasPrefix("index.html:1: error: broken link '/elsewhere/' (outside the base path '/trip/')\n"))
    }

    @Test func aFileInsteadOfTheSiteFolderIsAUsageErrorThatNamesTheFolder() throws {
        let site = try brokenSite()
        let result = run(["check", "_site/index.html"], in: site.url)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: check takes the site folder, not a file; did you mean 'roadbook check _site'?"))
    }

    @Test func githubFormatWritesAJobSummaryWhenAsked() throws {
        let site = try brokenSite()
        let summary = site.url.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let result = run(
            ["check", "--format", "github"], in: site.url, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.code == 1)
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("earlier step\n### roadbook check\n"))
        #expect(markdown.contains("- `index.html:3` broken link 'missing.html' (no such file)"))
    }

    @Test func generateCheckReadsTheCheckSectionOfSiteYAML() throws {
        let site = try TemporaryDirectory()
        try site.write("title: Weekend\ncheck:\n  strict: true\n  skp: [empty]\n", to: "site.yaml")
        try site.write("- title: Pack the bags\n", to: "content/todos.yaml")
        try site.write(
            "---\nname: Pantheon\ncityName: Rome\ncoordinates: { latitude: 41.8986, longitude: 12.4769 }\n---\nA dome.\n",
            to: "content/locations/pantheon.md")
        try site.write("<a href=''>empty</a>", to: "static/extra.html")
        let strict = run(["generate", "--check", "--quiet"], in: site.url)
        #expect(strict.code == 1)
        #expect(strict.stderr.contains("site.yaml:4:3: warning: unknown key 'skp'; did you mean 'skip'?"))
        #expect(!strict.stderr.contains("unknown key 'check'"))
        #expect(strict.stdout.contains("extra.html:1: error: empty 'href' in <a>"))
        try site.write("title: Weekend\ncheck:\n  strict: true\n  skip: [empty]\n", to: "site.yaml")
        let skipped = run(["generate", "--check", "--quiet", "--force"], in: site.url)
        #expect(skipped.code == 0, "\(skipped.stdout)\(skipped.stderr)")
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// The options of `roadbook check` for the hosts sites are deployed to and for pull requests, through the command
/// line and the settings file.
@Suite struct CheckHostsCommandTests {
    private func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> (
        code: Int32, stdout: String, stderr: String
    ) {
        CLIRun.run(arguments, in: directory, environment: ["HOME": "/nonexistent"].merging(environment) { $1 })
    }

    /// An Astro site built with `build.format: 'file'`: `about.html`, linked as `/about`.
    private func cleanURLSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("<a href=\"/about\">About</a><a href=\"/about#team\">Team</a>", to: "_site/index.html")
        try site.write("<h2 id=\"team\">Team</h2>", to: "_site/about.html")
        return site
    }

    @Test func fallbackExtensionsFromTheCommandLine() throws {
        let site = try cleanURLSite()
        let without = run(["check"], in: site.url)
        #expect(without.code == 1)
        #expect(without.stdout.contains("'--fallback-extensions html' would accept it as 'about.html'"))
        let with = run(["check", "--fallback-extensions", ".html,htm"], in: site.url)
        #expect(with.code == 0, "\(with.stdout)")
    }

    @Test func fallbackExtensionsFromTheSettingsFile() throws {
        let site = try cleanURLSite()
        try site.write("fallback-extensions: [html]\n", to: "_site/.roadbook-check.yaml")
        #expect(run(["check"], in: site.url).code == 0)
        try site.write("fallback-extensions: 'a/b'\n", to: "_site/.roadbook-check.yaml")
        let wrong = run(["check"], in: site.url)
        #expect(wrong.code == 1)
        #expect(wrong.stderr.contains(".roadbook-check.yaml:1:22: error:"), "\(wrong.stderr)")
    }

    @Test func aWrongExtensionIsAUsageError() throws {
        let site = try cleanURLSite()
        let result = run(["check", "--fallback-extensions", ","], in: site.url)
        #expect(result.code == 64)
        #expect(result.stderr.contains("'--fallback-extensions'"), "\(result.stderr)")
    }

    /// A site with two broken links on the target branch; the pull request adds one above them and breaks a third.
    private func pullRequestSite() throws -> (TemporaryDirectory, baseline: String) {
        let site = try TemporaryDirectory()
        try site.write("<a href='old-1.html'>1</a>\n<a href='old-2.html'>2</a>\n", to: "_site/index.html")
        let baseline = run(["check", "--format", "json"], in: site.url)
        #expect(baseline.code == 1)
        try site.write(baseline.stdout, to: "baseline.json")
        try site.write(
            "<p>a new paragraph</p>\n<a href='old-1.html'>1</a>\n<a href='old-2.html'>2</a>\n<a href='new.html'>n</a>\n",
            to: "_site/index.html")
        return (site, "baseline.json")
    }

    @Test func aBaselineFailsOnlyForNewErrorsMatchedWithoutLines() throws {
        let (site, baseline) = try pullRequestSite()
        let result = run(["check", "--baseline", baseline], in: site.url)
        #expect(result.code == 1)
        #expect(result.stdout.contains("index.html:2: error: broken link 'old-1.html'"))
        #expect(result.stdout.contains("index.html:4: error: broken link 'new.html'"))
        #expect(result.stderr.contains("1 new error; 2 known"), "\(result.stderr)")
        try site.write("<p>a new paragraph</p>\n<a href='old-2.html'>2</a>\n<a href='old-1.html'>1</a>\n", to: "_site/index.html")
        let known = run(["check", "--baseline", baseline], in: site.url)
        #expect(known.code == 0)
        #expect(known.stderr.contains("0 new errors; 2 known"))
        try site.write("<p>fixed</p>", to: "_site/index.html")
        let clean = run(["check", "--baseline", baseline], in: site.url)
        #expect(clean.code == 0)
        #expect(clean.stderr.isEmpty)
    }

    @Test func aBaselineThatIsNotAReportIsAnError() throws {
        let (site, _) = try pullRequestSite()
        try site.write("{\"not\": \"a report\"}", to: "wrong.json")
        let wrong = run(["check", "--baseline", "wrong.json"], in: site.url)
        #expect(wrong.code == 1)
        #expect(wrong.stderr.contains("error: wrong.json: the baseline is not an array of findings"), "\(wrong.stderr)")
        let missing = run(["check", "--baseline", "missing.json"], in: site.url)
        #expect(missing.stderr.contains("error: cannot read the baseline 'missing.json'"))
    }

    @Test func markdownListsNewErrorsFirstAndGoesToTheStepSummary() throws {
        let (site, baseline) = try pullRequestSite()
        let summary = site.url.appendingPathComponent("summary.md")
        let result = run(
            ["check", "--format", "markdown", "--baseline", baseline], in: site.url,
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.code == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "### roadbook check")
        #expect(lines.contains("**1 new error; 2 known**"))
        let newErrors = try #require(lines.firstIndex(of: "#### New errors"))
        #expect(lines[newErrors + 1] == "- `index.html:4` broken link 'new.html' (no such file)")
        #expect(lines.contains("| `link` | 3 | 0 |"))
        #expect(try String(contentsOf: summary, encoding: .utf8) == result.stdout)
    }

    /// A Roadbook site built for `https://example.org/ozbekiston/`: its 404 page links from the base path.
    private func subPathSite(baseURL: String, marker: Bool) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("title: T\nbaseURL: \(baseURL)\n", to: "site.yaml")
        try site.write(
            "<link rel='stylesheet' href='/ozbekiston/theme.css'><a href='/ozbekiston/'>home</a>", to: "_site/404.html")
        try site.write("<a href='404.html'>x</a>", to: "_site/index.html")
        try site.write("", to: "_site/theme.css")
        if marker { try site.write("Written by Roadbook\n", to: "_site/.roadbook-output") }
        return site
    }

    @Test func theBasePathOfARoadbookSiteComesFromItsBaseURL() throws {
        let site = try subPathSite(baseURL: "https://example.org/ozbekiston/", marker: true)
        let result = run(["check", "_site"], in: site.url)
        #expect(result.code == 0, "\(result.stdout)")
        let copy = try TemporaryDirectory()
        try copy.write("<link rel='stylesheet' href='/ozbekiston/theme.css'>", to: "out/404.html")
        try copy.write("", to: "out/theme.css")
        let elsewhere = run(["check", "out"], in: copy.url)
        #expect(elsewhere.code == 1)
        #expect(elsewhere.stderr.contains("note: every broken root-relative URL starts with '/ozbekiston/'; add --base-path /ozbekiston/"))
        #expect(run(["check", "out", "--base-path", "/ozbekiston/"], in: copy.url).code == 0)
    }

    @Test func noBasePathHintWhenSomeBrokenURLWouldStillBeBroken() throws {
        let site = try TemporaryDirectory()
        try site.write("<a href='/ozbekiston/missing.html'>x</a><link rel='stylesheet' href='/ozbekiston/theme.css'>", to: "out/index.html")
        try site.write("", to: "out/theme.css")
        let result = run(["check", "out"], in: site.url)
        #expect(result.code == 1)
        #expect(!result.stderr.contains("--base-path"))
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

@Suite struct CheckCommandTests {
    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, stdout: String, stderr: String) {
        let out = BufferOutput()
        let err = BufferOutput()
        let code = CLI(arguments: arguments, stdout: out, stderr: err, currentDirectory: directory).run()
        return (code, out.text, err.text)
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
}

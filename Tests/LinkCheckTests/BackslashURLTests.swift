import Foundation
import LinkCheck
import TestSupport
import Testing

/// Browsers read `\` as `/` in http and https URLs; `check` reads it the same way, so what works in a browser is
/// not reported broken, and what goes to another host is not taken for a local file.
@Suite struct BackslashURLTests {
    @Test func aBackslashIsReadAsASlashAsBrowsersDo() throws {
        let site = try TemporaryDirectory()
        try site.write("<title>t</title>\n<p id=\"x\">", to: "docs/target.html")
        try site.write(
            "<!doctype html><title>t</title>\n<a href=\"\\docs\\target.html#x\">a</a>\n<a href=\"docs\\missing.html\">b</a>\n"
                + "<a href=\"\\\\evil.example\\x\">c</a>\n<a href=\"docs/target.html?q=a\\b\">d</a>\n",
            to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.filter { $0.severity == .error }.map(\.url) == ["docs\\missing.html"], "\(report.findings)")
    }
}

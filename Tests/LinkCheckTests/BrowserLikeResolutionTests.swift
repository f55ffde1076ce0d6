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

/// A symbolic link to `/` in the checked folder made the walk read the whole disk (up to its cap): links are
/// followed only to folders inside the checked folder.
@Suite struct LinkOutOfTheCheckedFolderTests {
    @Test func aLinkToTheRootIsAnUnreadableFolderNotAWalkOfTheDisk() throws {
        let site = try TemporaryDirectory()
        try site.write("<!doctype html><title>t</title>\n<a href=\"inside/a.html\">a</a>\n", to: "index.html")
        try site.write("<title>a</title>", to: "real/a.html")
        try FileManager.default.createSymbolicLink(atPath: site.url.appendingPathComponent("root").path, withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: site.url.appendingPathComponent("inside").path, withDestinationPath: "real")
        let start = DispatchTime.now()
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 < 20)
        #expect(report.findings.map { "\($0.file): \($0.message)" } == ["root: cannot read folder (a symbolic link out of the checked folder)"], "\(report.findings)")
    }
}

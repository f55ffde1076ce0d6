import Foundation
import LinkCheck
import TestSupport
import Testing

@Suite struct LinkCheckerTests {
    @Test func aMissingDirectoryIsAnError() throws {
        let error = #expect(throws: LinkCheckError.self) {
            try LinkChecker().check(siteAt: URL(fileURLWithPath: "/nonexistent/roadbook-site"))
        }
        #expect(error == .notADirectory("/nonexistent/roadbook-site"))
        #expect(error?.description == "no such directory '/nonexistent/roadbook-site'")
    }

    @Test func anInvalidIgnorePatternIsAnError() throws {
        let site = try TemporaryDirectory()
        try site.write("<a href='x.html'>x</a>", to: "index.html")
        let error = #expect(throws: LinkCheckError.self) {
            try LinkChecker(options: LinkCheckOptions(ignoreURLPatterns: ["(unclosed"])).check(siteAt: site.url)
        }
        #expect(error == .invalidPattern("(unclosed"))
    }

    @Test func messagesNameTheURLAndTheReason() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <p id="a"></p>
            <a href="About.html">a</a>
            <a href="about.html#b">b</a>
            <a href="../up.html">c</a>
            <a href="docs/">d</a>
            """, to: "index.html")
        try site.write("<p id='x'></p>", to: "about.html")
        try site.write("", to: "docs/notes.txt")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.message) == [
            "broken link 'About.html' (no such file; did you mean 'about.html'?)",
            "broken fragment 'about.html#b' (no id 'b' in 'about.html')",
            "broken link '../up.html' (climbs above the site root)",
            "broken link 'docs/' (directory has no index.html)",
        ])
        #expect(report.fileCount == 2)
    }

    @Test func aLargeSiteIsCheckedInParallelWithoutLosingAFinding() throws {
        let site = try TemporaryDirectory()
        let pages = 400
        for number in 0..<pages {
            var body = "<h1 id='top-\(number)'>\(number)</h1>\n"
            for link in 0..<10 {
                body += "<a href='p\((number + link * 37) % pages).html#top-\((number + link * 37) % pages)'>x</a>\n"
            }
            if number % 7 == 0 { body += "<a href='gone-\(number).html'>gone</a>\n" }
            if number % 11 == 0 { body += "<img src='missing-\(number).png' alt=''>\n" }
            try site.write(body, to: "p\(number).html")
        }
        let report = try LinkChecker().check(siteAt: site.url)
        let expectedLinks = (0..<pages).filter { $0 % 7 == 0 }.count
        let expectedImages = (0..<pages).filter { $0 % 11 == 0 }.count
        #expect(report.findings.filter { $0.kind == .link }.count == expectedLinks)
        #expect(report.findings.filter { $0.kind == .image }.count == expectedImages)
        #expect(report.findings.count == expectedLinks + expectedImages)
        #expect(report.referenceCount == pages * 10 + expectedLinks + expectedImages)
        #expect(report.findings.map(\.file) == report.findings.map(\.file).sorted())
    }

    @Test func aFolderOfThousandsOfFilesIsListedWhole() throws {
        // Names are read in place: copying each entry's 256-byte name field read past the listing's buffer
        // (found by `swift test --sanitize=address`, which fails this test without the fix).
        let site = try TemporaryDirectory()
        var links = ""
        for number in 0..<2000 {
            let name = "f\(number)" + String(repeating: "x", count: number % 7) + ".txt"
            try site.write("", to: "files/\(name)")
            links += "<a href='files/\(name)'>x</a>\n"
        }
        try site.write(links + "<a href='files/missing.txt'>x</a>\n", to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.url) == ["files/missing.txt"])
    }

    @Test func aPageInALegacyEncodingIsReadThroughItsMetaCharset() throws {
        let site = try TemporaryDirectory()
        var bytes = Array("<meta charset=\"iso-8859-1\">\n<a href=\"caf".utf8)
        bytes.append(0xE9)  // é in ISO-8859-1
        bytes += Array(".html\">x</a>\n<a href=\"gone.html\">y</a>\n".utf8)
        try Data(bytes).write(to: site.url.appendingPathComponent("index.html"))
        try site.write("<p>café</p>", to: "café.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.url) == ["gone.html"])
        #expect(report.findings.map(\.line) == [3])
    }

    @Test func aDirectoryLinkedUnderASecondNameServesItsFilesUnderBoth() throws {
        let site = try TemporaryDirectory()
        try site.write("<p id='x'></p>", to: "v2/page.html")
        try site.write("<a href='latest/page.html#x'>a</a>\n<a href='latest/'>b</a>\n<a href='loop/v2/page.html'>c</a>", to: "index.html")
        try FileManager.default.createSymbolicLink(
            atPath: site.url.appendingPathComponent("latest").path, withDestinationPath: "v2")
        try FileManager.default.createSymbolicLink(
            atPath: site.url.appendingPathComponent("v2/loop").path, withDestinationPath: "..")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.message) == [
            "broken link 'latest/' (directory has no index.html)",
            "broken link 'loop/v2/page.html' (no such file)",
        ])
    }

    @Test func aByteOrderMarkWinsOverTheMetaCharset() throws {
        let site = try TemporaryDirectory()
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("<meta charset=\"iso-8859-1\">\n<p id=\"caf\u{E9}\">x</p>\n<a href=\"caf\u{E9}.html\">y</a>\n".utf8)
        try Data(bytes).write(to: site.url.appendingPathComponent("bom.html"))
        try site.write("<p>café</p>", to: "café.html")
        try site.write("<a href=\"bom.html#caf%C3%A9\">a</a>\n<a href=\"bom.html#café\">b</a>", to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.message) == [])
    }
}

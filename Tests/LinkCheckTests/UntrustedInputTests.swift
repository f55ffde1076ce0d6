import Foundation
import LinkCheck
import TestSupport
import Testing

/// Issue 10's cases for `check`: pages that cannot be read, NUL bytes, paths and ids compared as bytes, a walk
/// that cannot run away, and tag lines found without scanning back.
@Suite struct UntrustedInputTests {
    private func check(_ site: TemporaryDirectory, _ options: LinkCheckOptions = LinkCheckOptions()) throws -> LinkCheckReport {
        try LinkChecker(options: options).check(siteAt: site.url)
    }

    @Test func aNulByteDoesNotEndThePage() throws {
        let site = try TemporaryDirectory()
        // libxml2 stops reading at a NUL inside a tag or an attribute value, or at the very start.
        let pages = [
            "attribute.html": "<p title=\"a\0b\">x</p>\n<a href=\"gone-1.html\">x</a>\n<p id=\"late\"></p><a href=\"#late\">ok</a>",
            "tag.html": "<p\0>x</p>\n<a href=\"gone-2.html\">x</a>\n",
            "start.html": "\0<p>x</p>\n<a href=\"gone-3.html\">x</a>\n",
            "text.html": "<p>a\0b</p>\n<a href=\"gone-4.html\">x</a>\n",
        ]
        for (name, text) in pages { try site.write(text, to: name) }
        let report = try check(site)
        #expect(report.findings.map(\.url) == ["gone-1.html", "gone-3.html", "gone-2.html", "gone-4.html"])
        #expect(report.findings.map(\.line) == [2, 2, 2, 2])
    }

    @Test func aPageThatIsNotARegularFileIsUnreadableAndDoesNotBlock() throws {
        let site = try TemporaryDirectory()
        try site.write("<a href='fifo.html'>x</a>", to: "index.html")
        #expect(mkfifo(site.url.appendingPathComponent("fifo.html").path, 0o644) == 0)
        let report = try check(site)
        #expect(report.findings.map(\.kind) == [.unreadable])
        #expect(report.findings.first?.file == "fifo.html")
        #expect(report.findings.first?.message == "cannot read page (not a regular file)")
        #expect(report.findings.first?.severity == .error)
        #expect(report.hasErrors)
    }

    @Test func aPageLargerThanTheParserTakesIsUnreadable() throws {
        let site = try TemporaryDirectory()
        let url = try site.write("", to: "huge.html")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(Int32.max) + 1)  // sparse: nothing is written or read
        try handle.close()
        let report = try check(site)
        #expect(report.findings.map(\.message) == ["cannot read page (larger than 2 GiB, the most the parser takes)"])
        #expect(report.findings.map(\.kind) == [.unreadable])
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file whatever its permissions"))
    func aPageWithoutReadPermissionIsUnreadable() throws {
        let site = try TemporaryDirectory()
        let url = try site.write("<a href='gone.html'>x</a>", to: "secret.html")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        let report = try check(site)
        #expect(report.findings.map(\.message) == ["cannot read page (permission denied)"])
    }

    @Test func aPageWhoseNameIsNotUTF8IsUnreadable() throws {
        let site = try TemporaryDirectory()
        try site.write("<p>fine</p>", to: "index.html")
        let path: [UInt8] = Array((site.url.path + "/caf").utf8) + [0xE9] + Array(".html".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let report = try check(site)
        #expect(report.findings.map(\.file) == ["caf\\xE9.html"])
        #expect(report.findings.map(\.kind) == [.unreadable])
        #expect(report.findings.map(\.message) == ["cannot read file name (not valid UTF-8)"])
    }

    @Test func pathsAreComparedAsBytesNotAsCanonicallyEquivalentText() throws {
        let site = try TemporaryDirectory()
        try site.write("<p>decomposed</p>", to: "cafe\u{301}.html")
        try site.write(
            """
            <a href="caf\u{E9}.html">composed</a>
            <a href="cafe\u{301}.html">decomposed</a>
            <a href="cafe%CC%81.html">decomposed, encoded</a>
            <a href="caf%C3%A9.html">composed, encoded</a>
            """, to: "index.html")
        let report = try check(site)
        #expect(report.findings.map(\.line) == [1, 4])
        #expect(report.findings.allSatisfy { $0.kind == .link })
    }

    @Test func fragmentsAndIdsAreComparedAsBytes() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <h1 id="\u{FC}">composed</h1>
            <h2 id="u\u{308}">decomposed: another id, not a duplicate</h2>
            <a href="#u%CC%88">decomposed</a>
            <a href="#%C3%BC">composed</a>
            <a href="page.html#u%CC%88">decomposed, in another page</a>
            """, to: "index.html")
        try site.write("<p id=\"\u{FC}\">composed only</p>", to: "page.html")
        let report = try check(site)
        #expect(report.findings.map(\.line) == [5])
        #expect(report.findings.map(\.kind) == [.fragment])
    }

    @Test func foldersThatFanOutThroughLinksAreWalkedOnce() throws {
        let site = try TemporaryDirectory()
        // Each level holds two links to the next: walked naively, 2^24 paths.
        for level in 0..<24 {
            try FileManager.default.createDirectory(
                at: site.url.appendingPathComponent("l\(level)"), withIntermediateDirectories: true)
        }
        try site.write("<p id='end'>end</p>", to: "l24/page.html")
        for level in 0..<24 {
            for name in ["a", "b"] {
                try FileManager.default.createSymbolicLink(
                    atPath: site.url.appendingPathComponent("l\(level)/\(name)").path, withDestinationPath: "../l\(level + 1)")
            }
        }
        try site.write("<a href='l0/a/b/a/page.html'>no</a>\n<a href='l21/b/a/b/page.html#end'>yes</a>", to: "index.html")
        let report = try check(site, LinkCheckOptions(walkLimit: 1_000))
        #expect(report.findings.map(\.line) == [1])
        #expect(report.fileCount == 2)
    }

    /// (A link to `/` is no longer followed at all: `LinkOutOfTheCheckedFolderTests`.)
    @Test func aSiteLargerThanTheWalkLimitStopsThere() throws {
        let site = try TemporaryDirectory()
        try site.write("<p>x</p>", to: "index.html")
        for index in 0..<60 { try site.write("x", to: "many/f\(index).txt") }
        let error = #expect(throws: LinkCheckError.self) {
            try LinkChecker(options: LinkCheckOptions(walkLimit: 50)).check(siteAt: site.url)
        }
        guard case .walkLimitReached(let limit, _) = error else {
            Issue.record("expected the walk limit, got \(String(describing: error))")
            return
        }
        #expect(limit == 50)
        #expect(error?.description.hasPrefix("the site has more than 50 files and folders") == true)
    }

    @Test func linesStayExactAfterManyImpliedElements() throws {
        let site = try TemporaryDirectory()
        let implied = String(repeating: "x</p>", count: 20_000)
        try site.write(
            """
            \(implied)
            <a href="one.html">1</a>
            <table><td><a
              href="two.html">2</a></td></table>
            \(implied)<img
            src="three.png" alt="">
            """, to: "index.html")
        let report = try check(site)
        #expect(report.findings.map(\.url) == ["one.html", "two.html", "three.png"])
        #expect(report.findings.map(\.line) == [2, 3, 5])
    }
}

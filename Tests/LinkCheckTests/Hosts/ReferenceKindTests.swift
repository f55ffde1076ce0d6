import Foundation
import LinkCheck
import TestSupport
import Testing

/// The references besides links and images: share cards, refresh redirects, style sheets, embedded files and web
/// app manifests, each with its own kind.
@Suite struct ReferenceKindTests {
    /// A Jekyll site with jekyll-seo-tag (share cards) and jekyll-redirect-from (refresh pages).
    private func jekyllSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <!DOCTYPE html><html><head>
            <meta property="og:image" content="https://example.org/assets/img/card.png">
            <meta name="twitter:image" content="/assets/img/missing-card.png">
            <meta property="og:url" content="https://example.org/about/">
            <meta property="og:title" content="not a url">
            <meta name="description" content="/not/a/url">
            </head><body><p>about</p></body></html>
            """, to: "about/index.html")
        try site.write(
            """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirecting…</title>
            <link rel="canonical" href="https://example.org/about/">
            <meta http-equiv="refresh" content="0; url=https://example.org/about/">
            </head></html>
            """, to: "old-about/index.html")
        try site.write(
            """
            <meta http-equiv="Refresh" content="0;URL='/gone/'">
            <meta http-equiv="refresh" content="30">
            """, to: "moved.html")
        try site.write("png", to: "assets/img/card.png")
        return site
    }

    @Test func shareCardsAndRefreshesAreCheckedAsFilesOfTheSite() throws {
        let site = try jekyllSite()
        let options = LinkCheckOptions(siteURL: "https://example.org/")
        let report = try LinkChecker(options: options).check(siteAt: site.url)
        #expect(report.findings.map(\.kind) == [.share, .refresh])
        #expect(report.findings.map(\.message) == [
            "broken share card reference '/assets/img/missing-card.png' (no such file)",
            "broken refresh '/gone/' (no such file)",
        ])
        #expect(report.findings.map(\.line) == [3, 1])
    }

    @Test func withoutTheSiteURLAbsoluteShareCardsAreExternalAndOgURLIsNotCounted() throws {
        let site = try jekyllSite()
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.kind) == [.share, .refresh])
        // og:image and the refresh of old-about/ are external references; og:url and canonical are not references.
        #expect(report.externalCount == 2)
    }

    /// A Hugo-like theme: a style sheet under `css/` with fonts and images beside it, a `<style>` element and
    /// `style` attributes in the page.
    @Test func styleSheetURLsAreResolvedAgainstTheSheetWithLineAndColumn() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            @import "base.css";
            @import url('missing-print.css') print;
            /* url(commented-out.png) */
            @font-face { font-family: X; src: url(../fonts/x.woff2) format("woff2"),
              url("../fonts/missing.woff") format("woff"); }
            .hero { background: URL( "../img/hero.jpg" ) } .icon { background: url(data:image/png;base64,AAAA) }
            .a::after { content: "url(not-a-url.png)"; filter: url(#shadow); mask: url(ümlaut-missing.svg) }
            """, to: "css/main.css")
        try site.write("", to: "css/base.css")
        try site.write("", to: "fonts/x.woff2")
        try site.write("", to: "img/hero.jpg")
        try site.write(
            """
            <link rel="stylesheet" href="css/main.css">
            <style>
              .a { background: url(img/hero.jpg) }
              .b { background: url('img/missing-bg.png') }</style>
            <div style="background-image: url(img/missing-inline.png)">x</div>
            <!-- <style>.c { background: url(commented.png) }</style> -->
            <template><style>.d { background: url(inert.png) }</style></template>
            """, to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        let places = report.findings.map { "\($0.file):\($0.line):\($0.column) \($0.kind.rawValue) \($0.url)" }
        #expect(places == [
            "css/main.css:2:14 css missing-print.css",
            "css/main.css:5:8 css ../fonts/missing.woff",
            "css/main.css:7:76 css ümlaut-missing.svg",
            "index.html:4:25 css img/missing-bg.png",
            "index.html:5:0 css img/missing-inline.png",
        ])
        #expect(report.findings.first?.diagnostic.description
            == "css/main.css:2:14: error: broken style sheet url 'missing-print.css' (no such file)")
        #expect(report.fileCount == 3)
    }

    @Test func postersObjectsEmbedsAndFramesHaveTheirOwnKinds() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <video src="v.mp4" poster="missing-poster.jpg"></video>
            <object data="missing.pdf"></object><embed src="missing.svg">
            <iframe src="missing-frame.html"></iframe>
            <iframe src="frame.html#x"></iframe>
            <video src="v.mp4" poster="poster.jpg"></video><object data="doc.pdf"></object>
            """, to: "index.html")
        try site.write("", to: "v.mp4")
        try site.write("", to: "poster.jpg")
        try site.write("", to: "doc.pdf")
        try site.write("<p id='y'></p>", to: "frame.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.kind) == [.poster, .embed, .embed, .iframe, .fragment])
    }

    /// A Vite PWA build: `manifest.webmanifest` linked from the page, icons beside it.
    @Test func manifestIconsAndStartURLAreResolvedAgainstTheManifest() throws {
        let site = try TemporaryDirectory()
        try site.write("<link rel=\"manifest\" href=\"/app/manifest.webmanifest\">", to: "index.html")
        try site.write(
            """
            {
              "name": "App",
              "start_url": "./",
              "icons": [
                {"src": "icons/192.png", "sizes": "192x192"},
                {"src": "icons/missing-512.png", "sizes": "512x512"}
              ],
              "shortcuts": [{"name": "New", "url": "/app/new/"}]
            }
            """, to: "app/manifest.webmanifest")
        try site.write("<p></p>", to: "app/index.html")
        try site.write("", to: "app/icons/192.png")
        try site.write("{not json", to: "other.webmanifest")
        let report = try LinkChecker().check(siteAt: site.url)
        let places = report.findings.map { "\($0.file):\($0.line) \($0.kind.rawValue) \($0.url)" }
        #expect(places == [
            "app/manifest.webmanifest:6 manifest icons/missing-512.png",
            "app/manifest.webmanifest:8 manifest /app/new/",
        ])
    }

    @Test func aManifestThatIsNotJSONIsReported() throws {
        let site = try TemporaryDirectory()
        try site.write("<link rel=\"manifest\" href=\"site.webmanifest\">", to: "index.html")
        try site.write("{not json", to: "site.webmanifest")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.message) == ["cannot read web app manifest (not a JSON object)"])
    }

    @Test func eachNewKindCanBeSkipped() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <meta property="og:image" content="/gone.png"><meta http-equiv="refresh" content="0; url=/gone/">
            <video poster="gone.jpg"></video><embed src="gone.swf"><iframe src="gone.html"></iframe>
            <div style="background: url(gone.png)"></div><link rel="manifest" href="m.json">
            """, to: "index.html")
        try site.write("{\"icons\": [{\"src\": \"gone.png\"}]}", to: "m.json")
        let all = try LinkChecker().check(siteAt: site.url)
        let kinds: [FindingKind] = [.share, .refresh, .poster, .embed, .iframe, .css, .manifest]
        #expect(Set(all.findings.map(\.kind)) == Set(kinds))
        for kind in kinds {
            let skipped = try LinkChecker(options: LinkCheckOptions(skippedKinds: [kind])).check(siteAt: site.url)
            #expect(!skipped.findings.contains { $0.kind == kind })
            #expect(skipped.findings.count == all.findings.count - all.findings.count { $0.kind == kind })
        }
    }

    @Test func newKindsAreNamedInEveryFormat() throws {
        let site = try TemporaryDirectory()
        try site.write(".x { background: url(gone.png) }", to: "a.css")
        try site.write("<p></p>", to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.formatted(as: .text).contains("a.css:1:22: error: broken style sheet url 'gone.png'"))
        #expect(report.formatted(as: .json).contains("\"file\": \"a.css\", \"line\": 1, \"column\": 22"))
        #expect(report.formatted(as: .github).hasPrefix("::error file=a.css,line=1,col=22::"))
        #expect(report.formatted(as: .junit).contains("type=\"css\""))
        let sarif = report.formatted(as: .sarif)
        #expect(sarif.contains("\"ruleId\": \"css\""))
        #expect(sarif.contains("\"startColumn\": 22"))
    }

    /// Style sheets and refreshes are untrusted input: cut-off and odd ones give what they hold, never a crash.
    @Test func truncatedStyleSheetsAndRefreshesNeverCrash() {
        let odd = [
            "url(", "url('a.png", "@import", "@import \"x", "/* never closed url(a.png)", "url(\\", "\\", "u", "@",
            "url( \"a.png\" ) url(b.png", "x{background:url(a\\)b.png)}", "\u{0}url(c.png)", "ürl(d.png) url(é.png)",
        ]
        let found = odd.map { CSSReferenceScanner.references(in: Array($0.utf8)).map(\.url) }
        #expect(found == [[], [], [], [], [], [], [], [], [], ["a.png"], ["a)b.png"], ["c.png"], ["é.png"]])
        #expect(["0", "0;", "0; url=", "0;url='a.html", "x; url=b.html", "0,c.html", "  5 ;  URL = \"d.html\" "].map(
            RefreshContent.url(in:)) == [nil, nil, nil, "a.html", nil, "c.html", "d.html"])
    }
}

import Foundation
import LinkCheck
import TestSupport
import Testing

/// `--fallback-extensions`: sites written for clean-URL hosts (VitePress `cleanUrls: true`, Next.js static export)
/// link to `/about` and are served `about.html`.
@Suite struct CleanURLTests {
    /// A VitePress site built with `cleanUrls: true`: pages are `guide/intro.html`, links omit `.html`.
    private func vitePressSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <!DOCTYPE html><html><head>
            <link rel="stylesheet" href="/assets/style.B1a2.css">
            <script type="module" src="/assets/app.C3d4.js"></script>
            </head><body>
            <a href="/guide/intro">Intro</a>
            <a href="/guide/intro#install">Install</a>
            <a href="/guide/">Guide home</a>
            <a href="./guide/config">Config</a>
            </body></html>
            """, to: "index.html")
        try site.write("<h2 id=\"install\">Install</h2><a href=\"/\">home</a>", to: "guide/intro.html")
        try site.write("<a href=\"intro#missing\">?</a>", to: "guide/config.html")
        try site.write("<p>guide</p>", to: "guide/index.html")
        try site.write("body{}", to: "assets/style.B1a2.css")
        try site.write("", to: "assets/app.C3d4.js")
        return site
    }

    @Test func withoutTheOptionACleanLinkIsBrokenAndTheMessageNamesTheOption() throws {
        let site = try vitePressSite()
        let report = try LinkChecker().check(siteAt: site.url)
        let messages = report.findings.filter { $0.file == "index.html" }.map(\.message)
        #expect(messages.contains(
            "broken link '/guide/intro' (no such file; '--fallback-extensions html' would accept it as 'guide/intro.html')"))
        #expect(report.findings.count { $0.kind == .link } == 4)
    }

    @Test func withTheOptionCleanLinksResolveAndFragmentsAreReadFromTheFileTheyLandOn() throws {
        let site = try vitePressSite()
        let report = try LinkChecker(options: LinkCheckOptions(fallbackExtensions: ["html"])).check(siteAt: site.url)
        #expect(report.findings.map(\.message) == ["broken fragment 'intro#missing' (no id 'missing' in 'guide/intro.html')"])
        #expect(report.findings.map(\.file) == ["guide/config.html"])
    }

    /// Next.js `output: 'export'` writes `about.html` and `blog/index.html` beside `blog.html` (the same page, both
    /// served); a link with a trailing slash is a folder and never takes an extension.
    @Test func extensionsAreTriedBeforeTheFolderIndexAndNeverAfterATrailingSlash() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <a href="/about">about</a>
            <a href="/blog">blog</a>
            <a href="/docs">docs</a>
            <a href="/about/">about folder</a>
            <a href="/_next/static/chunks/main.js">chunk</a>
            """, to: "index.html")
        try site.write("<p id='from-file'></p>", to: "about.html")
        try site.write("<p id='file'></p>", to: "blog.htm")
        try site.write("<p id='folder'></p>", to: "blog/index.html")
        try site.write("<p></p>", to: "docs/index.html")
        try site.write("", to: "_next/static/chunks/main.js")
        let options = LinkCheckOptions(fallbackExtensions: ["html", "htm"])
        let report = try LinkChecker(options: options).check(siteAt: site.url)
        #expect(report.findings.map(\.url) == ["/about/"])
        #expect(report.findings.map(\.message) == ["broken link '/about/' (no such file; did you mean 'about.html'?)"])
    }

    @Test func theHintNamesTheExtensionThatWouldServeTheLink() throws {
        let site = try TemporaryDirectory()
        try site.write("<a href='page'>p</a>", to: "index.html")
        try site.write("<p></p>", to: "page.htm")
        let report = try LinkChecker(options: LinkCheckOptions(fallbackExtensions: ["html"])).check(siteAt: site.url)
        #expect(report.findings.map(\.message) == [
            "broken link 'page' (no such file; '--fallback-extensions htm' would accept it as 'page.htm')"
        ])
    }
}

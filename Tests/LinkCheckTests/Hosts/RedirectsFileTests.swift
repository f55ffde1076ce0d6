import Foundation
import LinkCheck
import TestSupport
import Testing

/// A `_redirects` file at the site root, read as Netlify and Cloudflare Pages read it.
@Suite struct RedirectsFileTests {
    /// A Netlify site that moved its blog and keeps a few short links.
    private func netlifySite(redirects: String) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(redirects, to: "_redirects")
        try site.write(
            """
            <a href="/blog/2024/hello/">moved post</a>
            <a href="/blog/2024/hello/#comments">moved post, comments</a>
            <a href="/docs/v1/install">old docs</a>
            <a href="/chat">chat</a>
            <a href="/app/settings/profile">spa</a>
            <a href="/team">team</a>
            <a href="/secret/plans">404 rule</a>
            <a href="/blog/2023/gone/">moved but gone</a>
            """, to: "index.html")
        try site.write("<h2 id='comments'></h2>", to: "posts/2024/hello/index.html")
        try site.write("<p></p>", to: "docs/install/index.html")
        try site.write("<div id='app'></div>", to: "app/index.html")
        try site.write("<p>not found</p>", to: "404.html")
        try site.write("<p></p>", to: "about/team.html")
        return site
    }

    private let rules = """
        # Blog moved in 2024
        /blog/*            /posts/:splat          301
        /docs/v1/:page     /docs/:page/           301!
        /chat              https://discord.example.com/invite/x   302
        /app/*             /app/index.html        200
        /team              /about/team.html
        /secret/*          /404.html              404
        /old-feed          /feed.xml              301
        /campaign  id=:id  /offers/:id            302  Country=us,ca
        https://old.example.org/*  https://example.org/:splat  301!
        """

    @Test func linksThroughRulesAreValidWhenTheirTargetsServeAFile() throws {
        let site = try netlifySite(redirects: rules)
        let report = try LinkChecker().check(siteAt: site.url)
        let places = report.findings.map { "\($0.file):\($0.line) \($0.kind.rawValue) \($0.url)" }
        #expect(places == [
            "_redirects:8 redirects /feed.xml",
            "index.html:7 link /secret/plans",
            "index.html:8 link /blog/2023/gone/",
        ], "\(report.findings.map(\.message))")
        #expect(report.findings.map(\.message) == [
            "broken redirect rule target '/feed.xml' (no such file)",
            "broken link '/secret/plans' (no such file; '_redirects' line 7 answers 404)",
            "broken link '/blog/2023/gone/' (redirected by '_redirects' line 2 to '/posts/2023/gone/', which serves nothing: no such file)",
        ])
    }

    @Test func withoutTheFileEveryRedirectedLinkIsBroken() throws {
        let site = try netlifySite(redirects: "")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.count == 8)
        let withRules = try netlifySite(redirects: rules)
        let unread = try LinkChecker(options: LinkCheckOptions(readsRedirectsFile: false)).check(siteAt: withRules.url)
        #expect(unread.findings.count == 8)
    }

    @Test func fragmentsAreReadFromThePageTheRuleServes() throws {
        let site = try netlifySite(redirects: rules)
        try site.write("<a href='/blog/2024/hello/#nope'>x</a>", to: "other.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.contains {
            $0.file == "other.html" && $0.message == "broken fragment '/blog/2024/hello/#nope' (no id 'nope' in 'posts/2024/hello/index.html')"
        })
    }

    @Test func unsupportedSyntaxIsAWarningAtItsLineNeverACrash() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            /ok /index.html 301
            blog/*   /posts/:splat
            /a/*/b   /c
            /only-from
            /x   /index.html   30x
            \u{0}\u{7F}   ::
            """, to: "_redirects")
        try site.write("<p></p>", to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map(\.line) == [2, 3, 4, 5, 6])
        #expect(report.findings.allSatisfy { $0.kind == .redirects && $0.severity == .warning })
        #expect(report.findings.first?.message
            == "redirect rule not understood, so not checked: 'blog/* /posts/:splat' ('from' must start with '/')")
        #expect(!report.hasErrors)
    }

    /// Cloudflare Pages serves files before rules: a rule for a path that exists never breaks its links, and a
    /// `_redirects` in a sub-folder is not read.
    @Test func filesWinAndOnlyTheRootFileIsRead() throws {
        let site = try TemporaryDirectory()
        try site.write("/about  /gone.html  301\n", to: "_redirects")
        try site.write("/x  /index.html  301\n", to: "sub/_redirects")
        try site.write("<a href='/about/'>a</a><a href='/x'>x</a>", to: "index.html")
        try site.write("<p></p>", to: "about/index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map { "\($0.file):\($0.line) \($0.url)" } == ["_redirects:1 /gone.html", "index.html:1 /x"])
    }

    /// A rule whose target another rule answers is a chain the browser follows: valid when it ends on a file; a loop
    /// of rules is broken, never a hang.
    @Test func chainsOfRulesAreFollowedAndLoopsEnd() throws {
        let site = try TemporaryDirectory()
        try site.write(
            """
            /a      /b
            /b      /c/        302
            /loop-1 /loop-2
            /loop-2 /loop-1
            """, to: "_redirects")
        try site.write("<a href='/a'>a</a><a href='/loop-1'>loop</a>", to: "index.html")
        try site.write("<p></p>", to: "c/index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(report.findings.map { "\($0.file):\($0.line) \($0.url)" } == [
            "_redirects:3 /loop-2", "_redirects:4 /loop-1", "index.html:1 /loop-1",
        ])
        #expect(report.findings.last?.message.hasSuffix("which serves nothing: more than 10 rules in a row)") == true)
    }
}

import Foundation
import LinkCheck
import TestSupport
import Testing

/// `--site-url`: absolute links to the site's own address (Hugo's canonifyURLs, Jekyll's absolute_url) are
/// checked as files of the site.
@Suite struct SiteURLTests {
    @Test func absoluteLinksToTheSiteAreCheckedAsFiles() throws {
        let site = try TemporaryDirectory()
        try site.write("<h1 id='top-of-page'>x</h1>", to: "posts/one/index.html")
        try site.write(
            """
            <a href="https://example.org/docs/posts/one/">1 fine</a>
            <a href="http://EXAMPLE.org/docs/posts/one/#top-of-page">2 fine: any scheme, any case of host</a>
            <a href="//example.org/docs/posts/two/">3 broken</a>
            <a href="https://example.org/docs/posts/one/#nope">4 broken fragment</a>
            <a href="https://example.org/elsewhere/">5 same host, outside the site: external</a>
            <a href="https://other.example/docs/posts/two/">6 another host: external</a>
            <a href="/docs/posts/one/">7 root-relative under the site's path</a>
            """, to: "index.html")
        let options = LinkCheckOptions(siteURL: "https://example.org/docs/")
        let report = try LinkChecker(options: options).check(siteAt: site.url)
        #expect(report.findings.map(\.line) == [3, 4])
        #expect(report.findings.map(\.kind) == [.link, .fragment])
        #expect(report.externalCount == 2)

        let without = try LinkChecker().check(siteAt: site.url)
        #expect(without.findings.map(\.line) == [7])
        #expect(without.externalCount == 6)
    }
}

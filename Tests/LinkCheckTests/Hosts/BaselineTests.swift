import Foundation
import LinkCheck
import TestSupport
import Testing

/// A baseline of an earlier `--format json` report tells a pull request's new errors from the known ones.
@Suite struct BaselineTests {
    private func report(_ html: String) throws -> LinkCheckReport {
        let site = try TemporaryDirectory()
        try site.write(html, to: "index.html")
        try site.write(".x { background: url(gone.png) }", to: "a.css")
        return try LinkChecker().check(siteAt: site.url)
    }

    @Test func findingsMatchByFileURLAndKindEachKnownOneOnce() throws {
        let before = try report("<a href='old.html'>o</a>\n<img src='old.png' alt=''>\n<p></p>")
        let baseline = try LinkCheckBaseline(json: Data(before.formatted(as: .json).utf8))
        // Lines moved, the same URL now also as a link (another kind), and a second copy of a known break.
        let after = try report(
            "<p>new</p>\n<p>new</p>\n<a href='old.html'>o</a>\n<a href='old.html'>again</a>\n<a href='old.png'>x</a>\n<img src='old.png' alt=''>")
        let (new, known) = baseline.newErrors(in: after)
        #expect(new.map { "\($0.line) \($0.kind.rawValue) \($0.url)" } == ["4 link old.html", "5 link old.png"])
        #expect(known == 3)  // old.html, old.png as an image, the style sheet's gone.png
        #expect(LinkCheckReport.baselineLine((new, known)) == "2 new errors; 3 known")
    }

    @Test func aBaselineMustBeAnArrayOfFindings() {
        for text in ["{}", "[{\"file\": \"a\"}]", "not json", ""] {
            #expect(throws: LinkCheckError.self) { try LinkCheckBaseline(json: Data(text.utf8)) }
        }
        #expect((try? LinkCheckBaseline(json: Data("[]".utf8))) != nil)
    }

    @Test func markdownPutsNewErrorsFirstThenCountsByKind() throws {
        let after = try report("<a href='old.html'>o</a>\n<a href='new.html'>n</a>")
        let baseline = try LinkCheckBaseline(json: Data(try report("<a href='old.html'>o</a>").formatted(as: .json).utf8))
        let markdown = after.markdownSummary(comparedWith: baseline.newErrors(in: after))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(8)) == [
            "### roadbook check", "", lines[2], "", "**1 new error; 2 known**", "", "#### New errors", "",
        ])
        #expect(lines[8] == "- `index.html:2` broken link 'new.html' (no such file)")
        #expect(lines.firstIndex(of: "| `link` | 2 | 0 |")! > 8)
        #expect(lines.contains("| `css` | 1 | 0 |"))
        #expect(after.formatted(as: .markdown) == after.markdownSummary())
    }
}

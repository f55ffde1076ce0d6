import Foundation
import LinkCheck
import TestSupport
import Testing

/// An `href` with raw ESC and other C0 bytes: `text` and `github` output show them (`^[`), as `todo list` does,
/// so a page cannot recolour or retitle the terminal or a CI log.
@Suite struct ControlCharacterOutputTests {
    @Test(arguments: [LinkCheckFormat.text, .github])
    func controlBytesInAnHrefAreShownNotWritten(format: LinkCheckFormat) throws {
        let site = try TemporaryDirectory()
        try site.write("<!doctype html><title>t</title>\n<a href=\"gone\u{1B}]0;owned\u{07}\u{1B}[31m.html\">x</a>\n", to: "index.html")
        let report = try LinkChecker().check(siteAt: site.url)
        let output = report.formatted(as: format)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(output.debugDescription)")
        #expect(output.contains("gone^[]0;owned^G^[[31m.html"), "\(output)")
    }
}

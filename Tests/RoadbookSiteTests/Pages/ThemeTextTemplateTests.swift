import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import RoadbookContent
@testable import RoadbookSite

/// A site's own template reads the strings table as `{{t.…}}`, in the site's language; a misspelt key is an error
/// at its line under `strictTemplates`.
@Suite struct ThemeTextTemplateTests {
    private func site(language: String, footer: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("title: Trip\nlanguage: \(language)\n", to: "site/site.yaml")
        try directory.write("<footer>{{t.layout.builtWith}} · \(footer)</footer>\n", to: "site/templates/footer.mustache")
        return directory
    }

    private func generate(_ directory: TemporaryDirectory) throws(DiagnosticList) {
        let source = directory.url.appendingPathComponent("site")
        try SiteGenerator(
            source: source, dataSource: FileContentDataSource(root: source), output: directory.url.appendingPathComponent("out"),
            home: "/nonexistent-home"
        ).generate()
    }

    @Test func aSitesTemplateReadsTheTableInTheSitesLanguage() throws {
        let directory = try site(language: "az", footer: "{{t.nav.todos}}")
        try generate(directory)
        #expect(try directory.read("out/index.html").contains("<footer>Roadbook ilə hazırlanıb · Tapşırıqlar</footer>"))
    }

    @Test func aMisspeltKeyIsAnErrorAtItsLine() throws {
        let directory = try site(language: "ru", footer: "{{t.nav.todo}}")
        let error = #expect(throws: DiagnosticList.self) { try generate(directory) }
        let messages = error?.diagnostics.filter(\.isError).map(\.description) ?? []
        #expect(messages == ["templates/footer.mustache:1:34: error: no 'todo' in 't.nav'; did you mean 'todos'?"])
    }
}

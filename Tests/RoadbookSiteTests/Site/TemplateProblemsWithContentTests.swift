import Diagnostics
import Foundation
import Testing

@testable import RoadbookPages
@testable import RoadbookSite

/// Every page template is compiled before a build (``PageTemplate``, derived from the page kinds), so a broken
/// template is reported in the same run as the content's problems, whichever page kind uses it.
@Suite struct TemplateProblemsWithContentTests {
    @Test func everyPageKindsTemplateIsCompiledBeforeTheBuild() {
        let kinds: [PageKind] = [.home, .todoList, .todo(0), .placeList, .place(0), .city(0), .stats, .days, .day(0), .notFound]
        #expect(Set(kinds.map(\.template)) == Set(PageTemplate.allCases))
    }

    @Test(arguments: PageTemplate.allCases)
    func aBrokenTemplateAndALatitudeErrorAreReportedTogether(template: PageTemplate) throws {
        let site = try SiteFixture()
        try site.write("{{#unclosed}}\n<p>x</p>\n", to: "templates/\(template.name).mustache")
        try site.write(
            "---\nname: Louvre\ncityName: Paris\ncoordinates: { latitude: 148.8606, longitude: 2.3376 }\n---\nA museum.\n",
            to: "content/locations/louvre.md")
        let error = #expect(throws: DiagnosticList.self) { try site.generator().generate() }
        let paths = Set(error?.diagnostics.filter(\.isError).compactMap(\.location?.path) ?? [])
        #expect(paths == ["templates/\(template.name).mustache", "content/locations/louvre.md"])
    }
}

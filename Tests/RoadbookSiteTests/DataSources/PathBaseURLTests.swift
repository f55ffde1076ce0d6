import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent

/// `baseURL` may be a path on the server (`/`, `/trip/`): links start from it, and there is no sitemap.
@Suite struct PathBaseURLTests {
    private func config(_ baseURL: String) throws(DiagnosticList) -> SiteConfig {
        try InMemoryContentDataSource(textFiles: ["site.yaml": "title: Trip\nbaseURL: \"\(baseURL)\"\n"]).loadSite().config
    }

    private func problems(_ baseURL: String) -> [String] {
        do {
            _ = try config(baseURL)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aPathIsAValidBaseURL() throws {
        #expect(try config("/").basePath == "/")
        #expect(try config("/trip").basePath == "/trip/")
        #expect(try config("/trip/rome/").basePath == "/trip/rome/")
        #expect(try config("/").hasAbsoluteBaseURL == false)
        #expect(try config("https://example.org/trip/").hasAbsoluteBaseURL == true)
        #expect(try config("https://example.org/trip/").basePath == "/trip/")
    }

    @Test func otherRelativeAddressesAreStillRefused() {
        for baseURL in ["//example.org/", "trip/", "/my trip/", "example.org", ""] {
            #expect(problems(baseURL) == ["site.yaml:2:10: error: baseURL '\(baseURL)' must be an absolute http or https URL or a path starting with '/'"])
        }
    }

    @Test func aPathBaseURLSkipsTheSitemapWithAWarning() throws {
        let site = try SiteFixture(baseURL: "/trip/")
        let report = try site.generator().generate()
        #expect(report.warnings.map(\.description) == [
            "site.yaml: warning: baseURL '/trip/' in site.yaml is a path, so sitemap.xml (which needs absolute URLs) is not written"
        ])
        #expect(report.basePath == "/trip/")
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("sitemap.xml").path))
        let notFound = try String(contentsOf: site.output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains("href=\"/trip/theme.css\""))
    }
}

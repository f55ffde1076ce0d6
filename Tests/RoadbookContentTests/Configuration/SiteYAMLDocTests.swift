import Foundation
import TestSupport
import Testing

@testable import RoadbookContent

/// docs/site-yaml.md documents exactly the keys `site.yaml` accepts.
@Suite struct SiteYAMLDocTests {
    @Test func theTableListsEveryKeyTheLoaderKnows() throws {
        let root = RepositoryRoot.url
        let text = try String(contentsOf: root.appendingPathComponent("docs/site-yaml.md"), encoding: .utf8)
        let documented = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { line in
            line.split(separator: "`").dropFirst().first.map(String.init)
        }
        let known = SiteConfigLoader.knownKeys.flatMap { key in
            switch key {
            case "markdown": SiteConfigLoader.markdownKeys.map { "markdown.\($0)" }
            case "todos": SiteConfigLoader.todosKeys.map { "todos.\($0)" }
            case "map": MapSettingsLoader.knownKeys.map { "map.\($0)" }
            case "trip": TripSettingsLoader.knownKeys.map { "trip.\($0)" }
            default: [key]
            }
        }
        #expect(documented.sorted() == known.sorted())
    }
}

import Foundation
import RoadbookContent
import TestSupport
import Testing

/// The repo root is itself the example site: it must load cleanly.
@Suite struct ExampleSiteTests {
    static let root = RepositoryRoot.url

    @Test func theExampleSiteLoadsWithoutErrorsOrWarnings() throws {
        let content = try FileContentDataSource(root: Self.root).loadSite()
        #expect(content.warnings.map(\.description) == [])
        #expect(content.todos.count >= 10)
        #expect(content.places.count >= 8)
        for place in content.places {
            for name in place.imageNames {
                let image = try #require(content.images[name], "\(place.id) uses '\(name)'")
                #expect(image.width != nil && image.height != nil, "size of \(image.relativePath)")
            }
        }
    }
}

import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookPages
@testable import RoadbookSite

/// What `generate` writes for search: the index below `search/` and the field in every page's header, or neither
/// with `search: false`.
@Suite struct SearchSiteTests {
    @Test func generateWritesTheIndexAndEveryPageHasTheHiddenField() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        func json(_ path: String) throws -> Any {
            try JSONSerialization.jsonObject(with: try #require(files[path], "\(path)"))
        }
        let manifest = try #require(try json("search/index.json") as? [String: Any])
        // 2 cities, 4 places, 3 todos.
        #expect(manifest["documents"] as? Int == 9)
        let shard = try #require(try json("search/t.json") as? [String: String])
        let chunk = try #require(try json("search/d-0.json") as? [[String]])
        let colosseum = try #require(SearchPostings.decoded(shard["colosseum"] ?? ""))
        // The Colosseum's own name, and the todo whose notes link to it.
        #expect(colosseum.map { chunk[$0.document][0] } == ["locations/colosseum/index.html", "todos/book-flights/index.html"])
        #expect(colosseum.map(\.inNames) == [true, false])
        #expect(chunk[0] == ["cities/rome/index.html", "Rome", "3 places", "c"])
        #expect(shard["worth"] != nil)  // a word of the descriptions
        #expect(shard["roma"] != nil)  // a word of a todo's title
        #expect(files["search.js"] != nil)
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let root = path == "404.html" ? "/trip/" : String(repeating: "../", count: path.split(separator: "/").count - 1)
            #expect(html.contains(#"data-search data-index="\#(root)search/index.json" data-root="\#(root)""#), "\(path)")
            #expect(html.contains(#"<script src="\#(root)search.js" defer></script>"#), "\(path)")
            #expect(html.contains(#"hidden>"#) && html.contains("data-pagefind-body"), "\(path)")
        }
    }

    @Test func searchFalseLeavesOutTheIndexAndTheField() throws {
        let site = try SiteFixture()
        try site.write("title: Test Trip\nsearch: false\n", to: "site.yaml")
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        #expect(!files.keys.contains { $0.hasPrefix("search/") })
        let home = String(decoding: files["index.html"] ?? Data(), as: UTF8.self)
        #expect(!home.contains("data-search"))
        #expect(home.contains("data-pagefind-body"))
    }
}

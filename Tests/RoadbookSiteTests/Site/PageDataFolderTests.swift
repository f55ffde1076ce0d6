import Diagnostics
import Foundation
import Mustache
import Testing

@testable import RoadbookContent
@testable import RoadbookPages
@testable import RoadbookSite
@testable import SiteFiles

/// `generate --dump-data DIR`: each page's context as JSON at its output path, under the output folder's rules.
@Suite struct PageDataFolderTests {
    @Test func eachPageHasItsDataAtItsOutputPathWithJSONForHTML() {
        #expect(PageDataFolder.dataPath(ofPage: "index.html") == "index.json")
        #expect(PageDataFolder.dataPath(ofPage: "404.html") == "404.json")
        #expect(PageDataFolder.dataPath(ofPage: "locations/colosseum/index.html") == "locations/colosseum/index.json")
    }

    @Test func theBuildWritesEveryPagesContextBesideItsHTML() throws {
        let site = try SiteFixture()
        let folder = PageDataFolder(url: site.directory.url.appendingPathComponent("data"))
        try site.generator(pageData: folder).generate()

        let content = try FileContentDataSource(root: site.root).loadSite()
        let builder = PageBuilder(content: content)
        let files = SiteFixture.files(in: folder.url)
        #expect(Set(files.keys) == Set(builder.allPages.map { PageDataFolder.dataPath(ofPage: builder.outputPath(of: $0)) } + [".roadbook-output"]))
        for kind in builder.allPages {
            let data = try #require(files[PageDataFolder.dataPath(ofPage: builder.outputPath(of: kind))])
            #expect(try MustacheValue(json: data) == builder.page(kind).viewModel.mustacheValue, "\(kind)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.directory.url.path).sorted() == ["data", "out", "site"], "no staging folder is left")
    }

    @Test func aSiteWithErrorsReportsThemAllAndLeavesNothingBehind() throws {
        let site = try SiteFixture()
        try site.write("- title: Go\n", to: "content/todos.yaml")
        let folder = PageDataFolder(url: site.root.appendingPathComponent("content/data"))
        #expect {
            try site.generator(pageData: folder).generate()
        } throws: { error in
            let messages = (error as? DiagnosticList)?.diagnostics.filter(\.isError).map(\.message) ?? []
            return messages.count == 2 && messages.contains { $0.hasPrefix("refusing to write the page data into the site's input folder 'content'") }
                && messages.contains { $0.contains("'Go' has 2") }
        }
        let broken = PageDataFolder(url: site.directory.url.appendingPathComponent("data"))
        #expect(throws: DiagnosticList.self) { try site.generator(pageData: broken).generate() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.directory.url.path).sorted() == ["site"])
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("content/data").path))
    }

    @Test func followsTheOutputFoldersRulesInItsOwnWords() throws {
        let site = try SiteFixture()
        func refusal(_ path: String, force: Bool = false) -> String? {
            PageDataFolder(url: site.directory.url.appendingPathComponent(path)).refusal(source: site.root, home: "/nonexistent-home", force: force)
        }
        #expect(refusal("site/static/data") == "refusing to write the page data into the site's input folder 'static'; choose a folder such as '_data' ('\(site.root.path)/static/data')")
        #expect(refusal("site") == "refusing to use the site folder as the page data folder ('\(site.root.path)')")
        #expect(refusal(".") == "refusing a page data folder that contains the site folder ('\(site.directory.url.path)')")
        #expect(refusal("site/_data") == nil)
        try site.write("mine\n", to: "../notes/todo.txt")
        #expect(refusal("notes") == "the page data folder holds files Roadbook did not write; use --force to replace it ('\(site.directory.url.path)/notes')")
        #expect(refusal("notes", force: true) == nil)
        try site.write("", to: "../marked/" + OutputLocation.markerName)
        try site.write("old\n", to: "../marked/index.json")
        #expect(refusal("marked") == nil)
    }

    @Test func isNeverTheOutputFolderNorInsideItNorAroundIt() throws {
        let site = try SiteFixture()
        let output = site.output
        func refusal(_ url: URL) -> String? { PageDataFolder(url: url).refusal(output: output) }
        #expect(refusal(output) == "refusing to write the page data into the output folder '\(output.path)'")
        #expect(refusal(output.appendingPathComponent("data")) == "refusing to write the page data into the output folder '\(output.path)'")
        #expect(refusal(site.directory.url) == "refusing a page data folder that contains the output folder '\(output.path)'")
        #expect(refusal(site.directory.url.appendingPathComponent("outdata")) == nil)
        #expect(refusal(site.directory.url.appendingPathComponent("out-data")) == nil)
        // Through a link, once the output exists.
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let link = site.directory.url.appendingPathComponent("link-to-out")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: output.path)
        #expect(refusal(link.appendingPathComponent("data")) != nil)
    }
}

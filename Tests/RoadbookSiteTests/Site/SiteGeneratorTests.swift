import Diagnostics
import Foundation
import Testing

@testable import RoadbookMarkdown
@testable import RoadbookSite

@Suite struct SiteGeneratorTests {
    @Test func buildsEveryPageAndFile() throws {
        let site = try SiteFixture()
        let report = try site.generator().generate()
        #expect(report.pageCount == 4 + 3 + 5 + 2)  // the lists, home, stats, 404; todos; places; Rome and Paris
        #expect(report.warnings.isEmpty)
        let files = SiteFixture.files(in: site.output)
        for path in [
            "index.html", "todos/index.html", "todos/book-flights/index.html", "locations/index.html",
            "locations/louvre/index.html", "cities/rome/index.html", "cities/paris/index.html", "stats/index.html", "404.html", "sitemap.xml", "locations.geojson",
            "theme.css", "images/colosseum-1.svg", "robots.txt", "extra/more.css", ".roadbook-output",
        ] {
            #expect(files[path] != nil, "missing \(path)")
        }
        #expect(files.count == report.fileCount)
        #expect(String(decoding: files["index.html"]!, as: UTF8.self).contains("<style>:root{--accent:#aa3366;--on-accent:#ffffff;"))
    }

    @Test func everyInternalLinkIsRelativeAndResolves() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        let attribute = try Regex(#"(?:href|src)="([^"]*)""#)
        var checked = 0
        for (path, data) in files where path.hasSuffix(".html") && path != "404.html" {
            let html = String(decoding: data, as: UTF8.self)
            let folder = (path as NSString).deletingLastPathComponent
            for match in html.matches(of: attribute) {
                let url = String(match.output[1].substring ?? "")
                if url.hasPrefix("https://") || url.hasPrefix("#") { continue }
                #expect(!url.hasPrefix("/") && !url.hasPrefix("http:"), "\(path): '\(url)' is not relative")
                let target = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                let resolved = ContentLinkResolver.join(directoryOf: folder.isEmpty ? "x" : folder + "/x", String(target))
                #expect(files[resolved] != nil, "\(path): '\(url)' does not resolve (\(resolved))")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func everyImageHasAltWidthAndHeightAndExists() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        let image = try Regex(#"<img [^>]*>"#)
        var count = 0
        for (path, data) in files where path.hasSuffix(".html") {
            for match in String(decoding: data, as: UTF8.self).matches(of: image) {
                let tag = String(match.output[0].substring ?? "")
                #expect(tag.contains(" alt=\"") && tag.contains(" width=\"640\"") && tag.contains(" height=\"480\""), "\(path): \(tag)")
                count += 1
            }
        }
        #expect(count >= 4 * 2 + 4 + 4)
        #expect(files.keys.filter { $0.hasPrefix("images/") }.count == 8)
    }

    @Test func geoJSONHoldsEveryPlace() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let data = try Data(contentsOf: site.output.appendingPathComponent("locations.geojson"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["type"] as? String == "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        #expect(features.count == 4)
        let geometry = try #require(features[0]["geometry"] as? [String: Any])
        #expect(geometry["coordinates"] as? [Double] == [12.4922, 41.8902])
    }

    @Test func sitemapListsEveryPageWithAbsoluteURLs() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let sitemap = try String(contentsOf: site.output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        let pages = SiteFixture.files(in: site.output).keys.filter { $0.hasSuffix("index.html") }
        #expect(pages.count == 13)
        for page in pages {
            #expect(sitemap.contains("<loc>https://example.org/trip/\(page.dropLast("index.html".count))</loc>"), "\(page)")
        }
        #expect(!sitemap.contains("404"))
    }

    @Test func noBaseURLSkipsTheSitemapWithAWarning() throws {
        let site = try SiteFixture(baseURL: nil)
        let report = try site.generator().generate()
        #expect(report.warnings.map(\.description) == [
            "site.yaml: warning: no 'baseURL' in site.yaml, so sitemap.xml (which needs absolute URLs) is not written"
        ])
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("sitemap.xml").path))
        let home = try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!home.contains("rel=\"canonical\""))
    }

    @Test func aStaticFileNeverReplacesAContentImageOrAPage() throws {
        let site = try SiteFixture()
        try site.write("not the colosseum\n", to: "static/images/colosseum-1.svg")
        try site.write("<p>mine</p>\n", to: "static/todos/index.html")
        try site.write("kept\n", to: "static/images/extra.txt")
        let report = try site.generator().generate()
        #expect(report.warnings.map(\.description).filter { $0.contains("not copied") }.sorted() == [
            "static/images/colosseum-1.svg: warning: 'static/images/colosseum-1.svg' is not copied: the build writes 'images/colosseum-1.svg' itself",
            "static/todos/index.html: warning: 'static/todos/index.html' is not copied: the build writes 'todos/index.html' itself",
        ])
        let image = try String(contentsOf: site.output.appendingPathComponent("images/colosseum-1.svg"), encoding: .utf8)
        #expect(image.hasPrefix("<svg"))
        #expect(try String(contentsOf: site.output.appendingPathComponent("images/extra.txt"), encoding: .utf8) == "kept\n")
    }

    @Test func aHeadingNeverTakesAnIDTheThemeUses() throws {
        let site = try SiteFixture(colosseumBody: "# RB Main\n\n## RB map pin\n\nText.")
        try site.generator().generate()
        let page = try String(contentsOf: site.output.appendingPathComponent("locations/colosseum/index.html"), encoding: .utf8)
        for id in ["rb-main", "rb-map-pin"] {
            #expect(page.components(separatedBy: " id=\"\(id)\"").count == 2, "one id '\(id)'")
            #expect(page.contains(" id=\"\(id)-1\""))
        }
    }

    @Test func aTodoRowNeverSharesAnIDWithThePage() throws {
        let site = try SiteFixture()
        try site.write("- title: Main\n- title: Progress heading\n- title: Map heading\n", to: "content/todos.yaml")
        try site.generator().generate()
        for page in ["index.html", "todos/index.html"] {
            let html = try String(contentsOf: site.output.appendingPathComponent(page), encoding: .utf8)
            let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(ids.count == Set(ids).count, "duplicate ids in \(page): \(ids)")
            #expect(ids.contains("main"))
        }
    }

    @Test func imageURLsArePercentEncodedSoEachNamesItsOwnFile() throws {
        let site = try SiteFixture(colosseumBody: "![a](<sp ace>) ![b](caf%C3%A9) ![c](café)")
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"3\"></svg>\n"
        for name in ["sp ace", "caf%C3%A9", "café"] { try site.write(svg, to: "content/images/\(name).svg") }
        try site.generator().generate()
        let page = try String(contentsOf: site.output.appendingPathComponent("locations/colosseum/index.html"), encoding: .utf8)
        #expect(page.contains(#"<img src="../../images/sp%20ace.svg" alt="a""#))
        #expect(page.contains(#"<img src="../../images/caf%25C3%25A9.svg" alt="b""#))
        #expect(page.contains(#"<img src="../../images/caf%C3%A9.svg" alt="c""#))
        for file in ["sp ace.svg", "caf%C3%A9.svg", "café.svg"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("images/" + file).path))
        }
    }

    @Test func aSecondPathToAStaticFolderIsAWarningAndCopiedOnce() throws {
        let site = try SiteFixture()
        try site.write("v2\n", to: "static/docs/v2/notes.txt")
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: site.root.appendingPathComponent("static/docs/latest").path, withDestinationPath: "v2")
        try fileManager.createSymbolicLink(atPath: site.root.appendingPathComponent("static/docs/v2/loop").path, withDestinationPath: "..")
        try fileManager.createSymbolicLink(atPath: site.root.appendingPathComponent("static/gone.txt").path, withDestinationPath: "nowhere")
        let report = try site.generator().generate()
        for path in ["docs/v2/notes.txt", "robots.txt", "extra/more.css"] {
            #expect(fileManager.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path)")
        }
        // Each real folder once, at its own path: the link 'latest' and the loop back to 'docs' are second paths.
        for path in ["gone.txt", "docs/latest", "docs/v2/loop"] {
            #expect(!fileManager.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path)")
        }
        #expect(report.warnings.map(\.description).filter { $0.hasPrefix("static/") } == [
            "static/docs/latest: warning: is the same folder as 'static/docs/v2' (through a symbolic link); its files are copied once, from 'static/docs/v2'",
            "static/docs/v2/loop: warning: is the same folder as 'static/docs' (through a symbolic link); its files are copied once, from 'static/docs'",
            "static/gone.txt: warning: links to 'nowhere', which does not exist; it is not read",
        ])
    }

    @Test func aBrokenContentLinkFailsAtTheFilesLine() throws {
        let site = try SiteFixture(colosseumBody: "First line.\n\nSee [nothing](missing.md).")
        #expect {
            try site.generator().generate()
        } throws: { error in
            let list = error as! DiagnosticList
            return list.diagnostics.map(\.description) == [
                "content/locations/colosseum.md:11:5: error: link to 'missing.md': no location 'content/locations/missing.md'"
            ]
        }
    }

    @Test func aFailedBuildLeavesThePreviousOutputByteForByte() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let before = SiteFixture.files(in: site.output)
        try site.write("{{<layout}}{{$main}}{{nope}}{{/main}}{{/layout}}\n", to: "templates/location.mustache")
        #expect(throws: DiagnosticList.self) { try site.generator().generate() }
        #expect(SiteFixture.files(in: site.output) == before)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.directory.url.path)
        #expect(siblings.sorted() == ["out", "site"])
    }

    @Test func theOutputHoldsOnlyWhatThisBuildMade() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        try Data("stale".utf8).write(to: site.output.appendingPathComponent("locations/old.html"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("static/robots.txt"))
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        #expect(files["locations/old.html"] == nil)
        #expect(files["robots.txt"] == nil)
        #expect(files["extra/more.css"] != nil)
    }

    @Test func refusesDangerousOutputFolders() throws {
        let site = try SiteFixture()
        let cases: [(URL, OutputLocation.Refusal)] = [
            (URL(fileURLWithPath: "/"), .root),
            (site.root, .source),
            (site.directory.url, .containsSource),
        ]
        for (output, refusal) in cases {
            #expect(OutputLocation(url: output).refusal(source: site.root, home: "/nonexistent-home", force: true) == refusal)
        }
        #expect(OutputLocation(url: site.directory.url).refusal(source: site.root, home: site.directory.url.path, force: true) == .home(site.directory.url.path))
        // A folder with someone else's files: refused unless forced; then it is replaced.
        try site.write("mine", to: "../out/notes.txt")
        #expect(throws: DiagnosticList.self) { try site.generator().generate() }
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("notes.txt").path))
        try site.generator(force: true).generate()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("notes.txt").path))
        // Once Roadbook's marker is there, no --force is needed.
        try site.generator().generate()
    }

    @Test func aSiteTemplateOverridesOneBuiltInFile() throws {
        let site = try SiteFixture()
        try site.write("<footer class=\"site-footer\">Custom footer for {{site.title}}</footer>\n", to: "templates/footer.mustache")
        try site.write("body { color: red; }\n", to: "templates/theme.css")
        try site.generator().generate()
        let page = try String(contentsOf: site.output.appendingPathComponent("stats/index.html"), encoding: .utf8)
        #expect(page.contains("Custom footer for Test Trip"))
        #expect(page.contains("<nav class=\"site-nav\""))  // the rest is still the built-in theme
        #expect(try String(contentsOf: site.output.appendingPathComponent("theme.css"), encoding: .utf8) == "body { color: red; }\n")
    }

    @Test func aSiteWithoutTemplatesUsesTheBuiltInTheme() throws {
        let site = try SiteFixture()
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("templates").path))
        #expect(DefaultTheme.files["layout.mustache"] != nil && DefaultTheme.files["theme.css"] != nil)
        try site.generator().generate()
        let css = try Data(contentsOf: site.output.appendingPathComponent("theme.css"))
        #expect(css == DefaultTheme.files["theme.css"])
    }
}

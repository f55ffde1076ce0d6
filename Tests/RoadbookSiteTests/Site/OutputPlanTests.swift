import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookImages
@testable import RoadbookPages
@testable import RoadbookSite
@testable import SiteFiles

@Suite struct OutputPlanTests {
    /// The plan `generate` makes for the fixture site, its images copied as they are.
    private func plan(of site: SiteFixture, search: Bool = true) throws -> (plan: OutputPlan, inputs: SiteInputs, pages: [PageKind]) {
        let (inputs, _) = try site.generator().checkedInputs(engine: DiagnosticsEngine())
        let builder = PageBuilder(content: inputs.content)
        let pages = builder.allPages
        let images = inputs.content.images.values.sorted { $0.name < $1.name }.map(PublishedImage.copied)
        let plan = OutputPlan(
            pages: pages, outputPaths: pages.map(builder.outputPath(of:)), images: images, assets: inputs.templates.theme.assets,
            staticFiles: inputs.staticFiles, search: search)
        return (plan, inputs, pages)
    }

    @Test func listsEveryPageImageAssetAndStaticFileOnce() throws {
        let site = try SiteFixture()
        let (plan, inputs, pages) = try plan(of: site)
        #expect(Set(plan.jobs).count == plan.jobs.count)
        #expect(OutputPlan.documentJobs.allSatisfy { job in plan.jobs.filter { $0 == job }.count == 1 })
        #expect(plan.jobs.filter { $0 == .searchIndex }.count == 1)
        let plannedPages = plan.jobs.compactMap { if case .page(let kind) = $0 { kind } else { nil } }
        #expect(plannedPages.count == pages.count && Set(plannedPages) == Set(pages))
        let plannedImages = plan.jobs.compactMap { if case .image(let image) = $0 { image.source.name } else { nil } }
        #expect(plannedImages == inputs.content.images.keys.sorted())
        #expect(plannedImages.count == 8)
        let plannedAssets = plan.jobs.compactMap { if case .themeAsset(let asset) = $0 { asset } else { nil } }
        #expect(plannedAssets == inputs.templates.theme.assets.filter { $0.path != OfflineFiles.workerPath })
        #expect(!plannedAssets.isEmpty)
        let plannedStatic = plan.jobs.compactMap { if case .staticFile(let path) = $0 { path } else { nil } }
        #expect(plannedStatic == ["static/extra/more.css", "static/robots.txt"])
        #expect(plan.jobs.count == OutputPlan.documentJobs.count + 1 + pages.count + plannedImages.count + plannedAssets.count + plannedStatic.count)
        #expect(plan.warnings.isEmpty)
        #expect(plan.folders == ["todos", "locations", "cities", "stats", "images", "search", "leaflet", "leaflet/images", "extra"])
    }

    @Test func theImageFoldersAreThoseOfEveryImagesFiles() throws {
        let site = try SiteFixture()
        let (inputs, _) = try site.generator().checkedInputs(engine: DiagnosticsEngine())
        let sizes = [(1600, 1000), (500, 400), (3000, 2000), (1170, 25_000), (640, 480)]
        for settings in [ImageSettings(), ImageSettings(formats: [.webp, .avif], publishOriginals: true)] {
            let images = sizes.enumerated().map { index, size in
                PublishedImage(
                    source: ImageAsset(name: "p\(index)", relativePath: "content/images/p\(index).jpg", width: size.0, height: size.1),
                    header: ImageHeader(width: size.0, height: size.1, hasAlpha: false), settings: settings)
            } + [.copied(ImageAsset(name: "v", relativePath: "content/images/v.svg"))]
            let plan = OutputPlan(
                pages: [], outputPaths: [], images: images, assets: [], staticFiles: inputs.staticFiles, search: false)
            let expected = Set(images.flatMap(\.sitePaths).map { String($0[..<$0.lastIndex(of: "/")!]) })
            let planned = Set(plan.folders).subtracting(OutputPlan.siteFolders + ["extra"])
            #expect(planned == expected.subtracting(OutputPlan.siteFolders))
            #expect(planned.contains("images/766") && planned.contains("images/1170"))
        }
    }

    @Test func withoutSearchThereIsNoIndexJobNorFolder() throws {
        let (plan, _, _) = try plan(of: try SiteFixture(), search: false)
        #expect(!plan.jobs.contains(.searchIndex))
        #expect(!plan.folders.contains(SearchIndex.folder))
    }

    @Test func aStaticFileInTheSearchIndexFolderIsLeftOutWithAWarning() throws {
        let site = try SiteFixture()
        try site.write("{}\n", to: "static/search/index.json")
        let (planned, _, _) = try plan(of: site)
        #expect(!planned.jobs.contains(.staticFile("static/search/index.json")))
        #expect(planned.warnings.map(\.message) == ["'static/search/index.json' is not copied: the build writes the search index in 'search/'"])
        let (withoutSearch, _, _) = try plan(of: site, search: false)
        #expect(withoutSearch.jobs.contains(.staticFile("static/search/index.json")))
    }

    @Test func theSearchIndexAndTheExportsComeAfterThePagesTheyReadFirstInTheSecondStage() throws {
        let (plan, _, _) = try plan(of: try SiteFixture())
        #expect(plan.stages.count == 2)
        // The index reads the words the place and todo pages found, the exports the descriptions' text: those pages
        // are the first stage, alone.
        #expect(!plan.stages[0].isEmpty)
        #expect(plan.stages[0].allSatisfy { job in
            switch job {
            case .page(.place), .page(.todo): true
            default: false
            }
        })
        let kinds = plan.stages[1].map { job -> Int in
            switch job {
            case .searchIndex: 0
            case .tripExport: 1
            case .page: 2
            case .geoJSON, .trackGeoJSON, .sitemap: 3
            case .themeAsset: 4
            case .staticFile: 5
            case .image: 6
            case .offlineFiles: 7
            }
        }
        #expect(kinds == kinds.sorted())
        #expect(kinds.first == 0 && !kinds.contains(7))
        // The longest page first: the list of every place (`/days/` is in the first stage when the site has one).
        #expect(plan.stages[1].first { if case .page = $0 { true } else { false } } == .page(.placeList))
        #expect(Set(plan.stages.flatMap(\.self)).count == plan.jobs.count)
    }

    @Test func theItineraryEndsTheFirstStageOfASmallSiteAndNoOtherPageJoinsIt() throws {
        let site = try SiteFixture()
        for (id, name, city, latitude, longitude, _) in SiteFixture.places {
            try site.write(
                "---\nname: \(name)\ncityName: \(city)\ncoordinates: { latitude: \(latitude), longitude: \(longitude) }\n"
                    + "date: 2027-04-1\(SiteFixture.places.firstIndex { $0.0 == id }!)\n---\nA stop.\n",
                to: "content/locations/\(id).md")
        }
        let (plan, _, pages) = try plan(of: site)
        #expect(pages.contains(.days) && pages.contains(.day(0)))
        // `/days/` (every place's card) is built beside the place pages, not while the search index merges; with
        // fewer than twenty of them, after them all.
        #expect(plan.stages[0].last == .page(.days))
        #expect(plan.stages[0].dropLast().allSatisfy { job in
            switch job {
            case .page(.place), .page(.todo): true
            default: false
            }
        })
        #expect(!plan.stages[1].contains(.page(.days)))
        #expect(plan.stages[1].contains(.page(.day(0))))
        #expect(plan.stages[1].first { if case .page = $0 { true } else { false } } == .page(.placeList))
    }

    @Test func theItineraryHasATwentiethOfThePlaceAndTodoPagesAfterIt() throws {
        let pages = [PageKind.home] + (0..<95).map(PageKind.place) + [.days, .day(0)] + (0..<10).map(PageKind.todo)
        let plan = OutputPlan(
            pages: pages, outputPaths: pages.map { "\($0)" }, images: [], assets: [], staticFiles: SiteFolderWalk(),
            search: true)
        // `/days/` (5 MB at 10,000 places) near the first stage's end: only the last few place and todo pages after it.
        let firstStage = plan.stages[0].map { job -> PageKind? in if case .page(let kind) = job { kind } else { nil } }
        #expect(firstStage.count == 106)
        #expect(firstStage.firstIndex(of: .days) == 100)
        #expect(firstStage.suffix(5) == (5..<10).map(PageKind.todo))
        #expect(firstStage.prefix(95) == (0..<95).map(PageKind.place)[...])
        #expect(plan.stages[1].contains(.page(.day(0))) && plan.stages[1].contains(.page(.home)))
    }

    @Test func aStaticFileReplacesTheThemeAssetOfItsPath() throws {
        let site = try SiteFixture()
        try site.write("body{color:red}\n", to: "static/theme.css")
        let (plan, _, _) = try plan(of: site)
        #expect(plan.jobs.contains(.staticFile("static/theme.css")))
        #expect(!plan.jobs.contains { if case .themeAsset(let asset) = $0 { asset.path == "theme.css" } else { false } })
    }

    @Test func aStaticFileOverAGeneratedFileIsLeftOutWithAWarning() throws {
        let site = try SiteFixture()
        for path in ["static/images/colosseum-1.svg", "static/locations.geojson", "static/stats/index.html", "static/.roadbook-output"] {
            try site.write("mine\n", to: path)
        }
        let (plan, _, _) = try plan(of: site)
        #expect(!plan.jobs.contains { if case .staticFile(let path) = $0 { path != "static/extra/more.css" && path != "static/robots.txt" } else { false } })
        #expect(plan.warnings.map(\.description).sorted() == [
            "static/.roadbook-output: warning: 'static/.roadbook-output' is not copied: the build writes '.roadbook-output' itself",
            "static/images/colosseum-1.svg: warning: 'static/images/colosseum-1.svg' is not copied: the build writes 'images/colosseum-1.svg' itself",
            "static/locations.geojson: warning: 'static/locations.geojson' is not copied: the build writes 'locations.geojson' itself",
            "static/stats/index.html: warning: 'static/stats/index.html' is not copied: the build writes 'stats/index.html' itself",
        ])
    }

    /// A job that fails, whatever its kind: a folder of `static/` where the job writes a file.
    struct FailingJob: CustomStringConvertible, Sendable {
        let description: String
        let staticFile: String
        /// The file the job cannot write.
        let outputPath: String
    }

    @Test(arguments: [
        FailingJob(description: "page", staticFile: "static/todos/pack/index.html/x.txt", outputPath: "todos/pack/index.html"),
        FailingJob(description: "image", staticFile: "static/images/louvre-2.svg/x.txt", outputPath: "images/louvre-2.svg"),
        FailingJob(description: "documents", staticFile: "static/locations.geojson/x.txt", outputPath: "locations.geojson"),
        FailingJob(description: "theme asset", staticFile: "static/theme.css/x.txt", outputPath: "theme.css"),
        FailingJob(description: "static file", staticFile: "static/stats", outputPath: "stats"),
    ])
    func aFailedJobDiscardsTheStagingFolderAndKeepsTheOldOutput(_ failing: FailingJob) throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let before = SiteFixture.files(in: site.output)
        try site.write("x\n", to: failing.staticFile)
        let error = try #require(throws: DiagnosticList.self) { try site.generator().generate() }
        #expect(error.diagnostics.contains { $0.isError && $0.description.contains("/\(failing.outputPath)': Is a directory") })
        #expect(SiteFixture.files(in: site.output) == before)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.directory.url.path)
        #expect(siblings.sorted() == ["out", "site"])
    }
}

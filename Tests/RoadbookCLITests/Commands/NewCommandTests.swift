import Foundation
import RoadbookCLI
import RoadbookContent
import TestSupport
import Testing

@Suite struct NewCommandTests {
    private func site() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"3\"/>\n", to: "content/images/rome-castle-1.svg")
        try site.write(
            "---\nname: Colosseum\ncityName: Rome\ncoordinates: { latitude: 41.89, longitude: 12.49 }\n---\nText.\n",
            to: "content/locations/Colosseum.md")
        return site
    }

    private func run(_ arguments: [String], in site: TemporaryDirectory) -> (code: Int32, stdout: String, stderr: String) {
        CLIRun.run(["new", "location"] + arguments + ["--source", site.url.path])
    }

    @Test func writesFrontMatterAndNoHeadingThatWouldRepeatTheName() throws {
        let site = try site()
        let result = run(
            [
                "Castel Sant'Angelo", "--city", "Rome", "--lat", "41.9031", "--lon", "12.4663",
                "--link", "https://en.wikipedia.org/wiki/Castel_Sant%27Angelo", "--image", "rome-castle-1",
            ], in: site)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "created content/locations/castel-sant-angelo.md\n")
        #expect(
            try site.read("content/locations/castel-sant-angelo.md") == """
                ---
                name: Castel Sant'Angelo
                cityName: Rome
                coordinates: { latitude: 41.9031, longitude: 12.4663 }
                imageNames: [rome-castle-1]
                link: https://en.wikipedia.org/wiki/Castel_Sant%27Angelo
                ---

                """)
    }

    @Test func quotesWhatYAMLWouldMisreadAndAcceptsNegativeCoordinates() throws {
        let site = try site()
        let result = run(["Yes: the bar", "--city", "No", "--lat", "-33.8568", "--lon", "-151"], in: site)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            try site.read("content/locations/yes-the-bar.md")
                == "---\nname: 'Yes: the bar'\ncityName: 'No'\ncoordinates: { latitude: -33.8568, longitude: -151 }\n---\n"
        )
    }

    @Test func reportsEveryProblemAndWritesNothing() throws {
        let site = try site()
        let result = run(
            ["  ", "--city", "Rome", "--lat", "91", "--lon", "12", "--link", "ftp://x", "--image", "rome-castel-1"], in: site)
        #expect(result.code == 1)
        #expect(
            result.stderr == """
                error: 'name' can't be empty
                error: latitude '91' is out of range; it must be between -90 and 90
                error: link 'ftp://x' must be an absolute http or https URL
                error: no image named 'rome-castel-1' in 'content/images/'; did you mean 'rome-castle-1'?

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.url.appendingPathComponent("content/locations").path) == [
                "Colosseum.md"
            ])
    }

    @Test func refusesToOverwriteEvenInAnotherCase() throws {
        let site = try site()
        let result = run(["colosseum", "--city", "Rome", "--lat", "1", "--lon", "2"], in: site)
        #expect(result.code == 1)
        #expect(result.stderr == "error: 'content/locations/Colosseum.md' already exists; nothing was written\n")
        #expect(try site.read("content/locations/Colosseum.md").hasSuffix("Text.\n"))
    }

    @Test func missingOrMalformedOptionsAreUsageErrors() throws {
        let site = try site()
        #expect(run(["Place", "--lat", "1", "--lon", "2"], in: site).stderr.hasPrefix("error: missing option '--city CITY'\n"))
        #expect(run(["Place", "--city", "X", "--lat", "north", "--lon", "2"], in: site).code == 64)
        #expect(run(["Place", "--city", "X", "--lat", "1"], in: site).code == 64)
    }

    /// A site whose places have these weights (`nil`: no `weight` line), each file with a comment to keep.
    private func route(_ places: [(String, Int?)]) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("title: T\n", to: "site.yaml")
        for (id, weight) in places {
            let weightLine = weight.map { "weight: \($0)   # keep this comment\n" } ?? ""
            try site.write(
                "---\nname: \(id)\ncityName: Rome\ncoordinates: { latitude: 41.89, longitude: 12.49 }\n\(weightLine)---\nText.\n",
                to: "content/locations/\(id).md")
        }
        return site
    }

    private func files(_ site: TemporaryDirectory) throws -> [String: String] {
        let folder = site.url.appendingPathComponent("content/locations")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try site.read("content/locations/" + name)
        }
        return files
    }

    /// The ids in the order the build lists them.
    private func order(_ site: TemporaryDirectory) throws -> [String] {
        let content = try FileContentDataSource(root: site.url).loadSite()
        return content.places.map(\.id)
    }

    @Test func afterAPlaceWritesTheWeightBetweenItsNeighboursAndTouchesNoOtherFile() throws {
        let site = try route([("colosseum", 10), ("forum", 20)])
        let before = try files(site)
        let result = run(["Pantheon", "--city", "Rome", "--lat", "41.8986", "--lon", "12.4769", "--after", "colosseum"], in: site)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "created content/locations/pantheon.md (weight 15)\n")
        #expect(try site.read("content/locations/pantheon.md").contains("\nweight: 15\n---\n"))
        var after = try files(site)
        after["pantheon.md"] = nil
        #expect(after == before)
        #expect(try order(site) == ["colosseum", "pantheon", "forum"])
    }

    @Test func afterTheLastPlace() throws {
        let site = try route([("colosseum", 10), ("forum", 20)])
        let result = run(["Pantheon", "--city", "Rome", "--lat", "41.8986", "--lon", "12.4769", "--after", "forum"], in: site)
        #expect(result.stdout == "created content/locations/pantheon.md (weight 30)\n", "\(result.stderr)")
        #expect(try order(site) == ["colosseum", "forum", "pantheon"])
    }

    @Test func amongPlacesWithoutWeightsTheFileNameDecidesOrThePlacesBeforeGetWeights() throws {
        let site = try route([("alpha", nil), ("delta", nil)])
        let between = run(["Bravo", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "alpha"], in: site)
        #expect(between.stdout == "created content/locations/bravo.md\n", "\(between.stderr)")
        #expect(try !site.read("content/locations/bravo.md").contains("weight"))
        let elsewhere = run(["Zulu", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "bravo"], in: site)
        #expect(
            elsewhere.stdout == """
                created content/locations/zulu.md (weight 30)
                renumbered content/locations/alpha.md (weight none → 10)
                renumbered content/locations/bravo.md (weight none → 20)

                """, "\(elsewhere.stderr)")
        #expect(try site.read("content/locations/alpha.md").hasSuffix("longitude: 12.49 }\nweight: 10\n---\nText.\n"))
        #expect(try order(site) == ["alpha", "bravo", "zulu", "delta"])
    }

    @Test func aGapOfOneRenumbersTheFewestFilesByTheirWeightLineAlone() throws {
        let site = try route([("zeta", 1), ("alpha", 2), ("gamma", 12)])
        let before = try files(site)
        let result = run(["Mid", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "zeta"], in: site)
        #expect(
            result.stdout == "created content/locations/mid.md (weight 4)\nrenumbered content/locations/alpha.md (weight 2 → 7)\n",
            "\(result.stderr)")
        #expect(try site.read("content/locations/alpha.md") == before["alpha.md"]!.replacingOccurrences(of: "weight: 2 ", with: "weight: 7 "))
        #expect(try files(site)["gamma.md"] == before["gamma.md"])
        #expect(try files(site)["zeta.md"] == before["zeta.md"])
        #expect(try order(site) == ["zeta", "mid", "alpha", "gamma"])
    }

    @Test func weightIsWrittenAsGiven() throws {
        let site = try route([("colosseum", 10)])
        let result = run(["Pantheon", "--city", "Rome", "--lat", "1", "--lon", "2", "--weight", "5"], in: site)
        #expect(result.stdout == "created content/locations/pantheon.md (weight 5)\n", "\(result.stderr)")
        #expect(try order(site) == ["pantheon", "colosseum"])
    }

    @Test func anUnknownPlaceIsAnErrorWithASuggestionAndNothingIsWritten() throws {
        let site = try route([("colosseum", 10), ("forum", 20)])
        let result = run(["Pantheon", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "coloseum"], in: site)
        #expect(result.code == 1)
        #expect(result.stderr == "error: no place with the id 'coloseum' in 'content/locations/'; did you mean 'colosseum'?\n")
        #expect(try files(site).keys.sorted() == ["colosseum.md", "forum.md"])
    }

    @Test func afterAndWeightTogetherAreAUsageError() throws {
        let site = try route([("colosseum", 10)])
        let result = run(["Pantheon", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "colosseum", "--weight", "3"], in: site)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: options '--after' and '--weight' can't be used together\n"))
        #expect(try files(site).keys.sorted() == ["colosseum.md"])
    }

    @Test func aRenumberingThatCannotBeWrittenLeavesEveryFileAsItWas() throws {
        let site = try route([("zeta", 1), ("alpha", 2), ("gamma", 12)])
        let alpha = site.url.appendingPathComponent("content/locations/alpha.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: alpha.path)
        let before = try files(site)
        let result = run(["Mid", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "zeta"], in: site)
        #expect(result.code == 1)
        #expect(result.stderr.contains("alpha.md") && result.stderr.hasSuffix("; nothing was written\n"), "\(result.stderr)")
        #expect(try files(site) == before)
    }

    @Test func aPlaceFileWithErrorsStopsAfterButNotWeight() throws {
        let site = try route([("colosseum", 10)])
        try site.write("---\nname: Broken\n---\n", to: "content/locations/broken.md")
        let after = run(["Pantheon", "--city", "Rome", "--lat", "1", "--lon", "2", "--after", "colosseum"], in: site)
        #expect(after.code == 1)
        #expect(after.stderr.contains("content/locations/broken.md:"), "\(after.stderr)")
        #expect(after.stderr.hasSuffix("error: fix the place files first: a place that does not load has no place in the route\n"))
        #expect(try !files(site).keys.contains("pantheon.md"))
        let weight = run(["Pantheon", "--city", "Rome", "--lat", "1", "--lon", "2", "--weight", "5"], in: site)
        #expect(weight.code == 0, "\(weight.stderr)")
    }
}

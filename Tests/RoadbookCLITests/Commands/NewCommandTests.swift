import Foundation
import RoadbookCLI
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
}

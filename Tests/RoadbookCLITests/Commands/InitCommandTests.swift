import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `roadbook init` writes a site that builds and checks clean, and never writes into a folder that holds anything.
@Suite struct InitCommandTests {

    private func files(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (walker?.compactMap { $0 as? URL } ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true }
            .map { String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
            .sorted()
    }

    @Test func writesASiteThatBuildsAndChecksCleanWithoutAWarning() throws {
        let folder = try TemporaryDirectory()
        let result = CLIRun.run(["init", "my trip"], in: folder.url)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("created a site in 'my trip' (8 files)\nnext:\n  cd 'my trip'\n"))
        let site = folder.url.appendingPathComponent("my trip")
        #expect(
            files(under: site) == [
                ".github/workflows/site.yml", ".gitignore", "content/images/lisbon-belem-tower-1.svg",
                "content/images/lisbon-praca-do-comercio-1.svg", "content/locations/belem-tower.md",
                "content/locations/praca-do-comercio.md", "content/todos.yaml", "site.yaml",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["my trip"])

        let build = CLIRun.run(["generate", "--check"], in: site)
        #expect(build.code == 0, "\(build.stderr)\(build.stdout)")
        #expect(!build.stderr.contains(": warning:") && !build.stdout.contains(": warning:"), "\(build.stderr)\(build.stdout)")
        #expect(build.stdout.contains(": 0 errors, 0 warnings in "), "\(build.stdout)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/locations/belem-tower/index.html").path))
    }

    @Test func ignoresWhatItBuildsAndTheCIWorkflowChecksTheSite() throws {
        let folder = try TemporaryDirectory()
        #expect(CLIRun.run(["init"], in: folder.url).code == 0)
        let ignored = try folder.read(".gitignore").split(separator: "\n")
        for entry in ["/_site/", "/.roadbook-cache/", "/.roadbook-check-cache"] {
            #expect(ignored.contains(Substring(entry)), "\(entry)")
        }
        #expect(try folder.read(".github/workflows/site.yml").contains("roadbook generate --base-url"))
    }

    @Test func anEmptyFolderOrOneWithOnlyAGitRepositoryIsFine() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let result = CLIRun.run(["init", "."], in: folder.url)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("  cd "))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site.yaml").path))
    }

    @Test func refusesAFolderThatHoldsAnythingAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        try folder.write("mine\n", to: "site/notes.txt")
        let result = CLIRun.run(["init", "site"], in: folder.url)
        #expect(result.code == 1)
        #expect(
            result.stderr
                == "error: 'site' is not empty (it holds 'notes.txt'); give a new or empty folder so nothing is overwritten\n")
        #expect(files(under: folder.url) == ["site/notes.txt"])
    }

    @Test func refusesAFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("x\n", to: "site")
        let result = CLIRun.run(["init", "site"], in: folder.url)
        #expect(result.code == 1)
        #expect(result.stderr == "error: 'site' is a file; give a new or empty folder\n")
        #expect(try folder.read("site") == "x\n")
    }

    @Test func takesAtMostOneFolder() throws {
        let folder = try TemporaryDirectory()
        let result = CLIRun.run(["init", "a", "b"], in: folder.url)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unexpected argument 'b'\n"))
    }
}

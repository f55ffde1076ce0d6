import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// The example site (this repository) checks clean, and a copy broken on purpose reports exactly what was broken.
@Suite struct ExampleSiteCheckTests {
    private let repository = RepositoryRoot.url

    private func buildExample(into folder: TemporaryDirectory) throws -> URL {
        let output = folder.url.appendingPathComponent("site")
        let result = CLIRun.run(["generate", "--source", repository.path, "--output", output.path, "--quiet", "--check"], in: repository)
        try #require(result.code == 0, "generate --check failed: \(result.stderr)\(result.stdout)")
        return output
    }

    @Test func theExampleSiteChecksClean() throws {
        let folder = try TemporaryDirectory()
        let output = try buildExample(into: folder)
        let result = CLIRun.run(["check", output.path], in: repository)
        #expect(result.code == 0)
        #expect(result.stdout.contains(": 0 errors, 0 warnings in "))
    }

    @Test func aBrokenCopyReportsExactlyWhatWasBroken() throws {
        let folder = try TemporaryDirectory()
        let output = try buildExample(into: folder)
        let removed = ["images/rome-pantheon-1.svg", "locations/pantheon/index.html"]
        // The oracle: every href/src in the built pages whose target is a removed file, found with a plain scan.
        var expected: [String: Int] = [:]
        let pages = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") && !removed.contains($0) }
        let attribute = /(?:href|src)="([^"#?]+)[^"]*"/
        for page in pages {
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            let folderURL = URL(fileURLWithPath: "/" + page).deletingLastPathComponent()
            for match in html.matches(of: attribute) {
                let target = String(match.output.1)
                guard !target.contains(":") else { continue }
                let resolved = target.hasPrefix("/")
                    ? target : folderURL.appendingPathComponent(target).standardizedFileURL.path
                if removed.contains(String(resolved.dropFirst())) { expected[page, default: 0] += 1 }
            }
        }
        #expect(expected.count > 3, "the example links the removed files from several pages")
        for path in removed { try FileManager.default.removeItem(at: output.appendingPathComponent(path)) }

        let result = CLIRun.run(["check", output.path, "--format", "json"], in: repository)
        #expect(result.code == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        var found: [String: Int] = [:]
        for finding in findings {
            found[finding["file"] as? String ?? "", default: 0] += 1
            let url = finding["url"] as? String ?? ""
            #expect(url.contains("rome-pantheon-1.svg") || url.contains("pantheon/index.html"), "unexpected: \(finding)")
            #expect(finding["severity"] as? String == "error")
        }
        #expect(found == expected)
    }
}

import Foundation
import RoadbookCLI
import RoadbookSite
import TestSupport
import Testing
import YAML

/// The CI workflow `roadbook init` writes: valid for GitHub, it builds Roadbook from source, builds and checks
/// the site under the address GitHub Pages gives, and publishes it with GitHub's own Pages actions.
@Suite struct InitWorkflowTests {
    static let checker = ExternalProgram.named("check-jsonschema")

    /// The workflow of a new site: its path and its parsed tree.
    private func workflow() throws -> (url: URL, text: String, node: YAMLNode, folder: TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let result = CLIRun.run(["init"], in: folder.url)
        #expect(result.code == 0, "\(result.stderr)")
        let text = try folder.read(".github/workflows/site.yml")
        let node = try #require(try YAMLParser.parse(text, path: "site.yml"))
        return (folder.url.appendingPathComponent(".github/workflows/site.yml"), text, node, folder)
    }

    private func steps(_ node: YAMLNode, job: String) throws -> [YAMLNode] {
        try #require(node["jobs"]?[job]?["steps"]?.items)
    }

    private func uses(_ steps: [YAMLNode]) -> [String] {
        steps.compactMap { $0["uses"]?.scalar?.value }
    }

    private func runs(_ steps: [YAMLNode]) -> String {
        steps.compactMap { $0["run"]?.scalar?.value }.joined(separator: "\n")
    }

    @Test(.enabled(if: checker != nil, "check-jsonschema is not installed (pip install check-jsonschema): skipped"))
    func isAValidGitHubWorkflow() throws {
        let (url, _, _, folder) = try workflow()
        let result = try #require(Self.checker).run(["--builtin-schema", "vendor.github-workflows", url.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        _ = folder
    }

    @Test func buildsRoadbookFromItsSourceAtTheReleaseThatWroteIt() throws {
        let (_, text, node, _) = try workflow()
        #expect(node["env"]?["ROADBOOK_REPOSITORY"]?.scalar?.value == RoadbookSource.repository)
        #expect(node["env"]?["ROADBOOK_REF"]?.scalar?.value == "v" + CLI.version)
        #expect(!text.contains("@ROADBOOK_"))
        #expect(!text.contains("ROADBOOK_DEB_URL") && !text.contains(".deb"))
        let build = try steps(node, job: "build")
        let commands = runs(build)
        #expect(commands.contains("git clone --depth 1 --branch \"$ROADBOOK_REF\" \"$ROADBOOK_REPOSITORY\" roadbook"))
        #expect(commands.contains("roadbook/scripts/install-deps"))
        #expect(commands.contains("swift build -c release --package-path roadbook --product roadbook"))
        #expect(node["jobs"]?["build"]?["container"]?.scalar?.value.hasPrefix("swift:") == true)
        // Each step after the one it needs.
        let order = ["git clone", "install-deps", "swift build", "generate"].map { needle in
            build.firstIndex { $0["run"]?.scalar?.value.contains(needle) == true }
        }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! })
    }

    @Test func buildsAndChecksTheSiteAtThePagesAddressAndPublishesItWithThePagesActions() throws {
        let (_, _, node, _) = try workflow()
        let build = try steps(node, job: "build")
        let buildActions = uses(build).map { $0.split(separator: "@")[0] }
        #expect(buildActions.contains("actions/configure-pages"))
        #expect(buildActions.contains("actions/upload-pages-artifact"))
        let pagesStep = try #require(build.first { $0["uses"]?.scalar?.value.hasPrefix("actions/configure-pages@") == true })
        let id = try #require(pagesStep["id"]?.scalar?.value)
        #expect(
            runs(build).contains(
                "roadbook generate --base-url \"${{ steps.\(id).outputs.base_url }}\" --output _site --check"))
        let upload = try #require(build.first { $0["uses"]?.scalar?.value.hasPrefix("actions/upload-pages-artifact@") == true })
        #expect(upload["with"]?["path"]?.scalar?.value == "site/_site")

        let deploy = try #require(node["jobs"]?["deploy"])
        #expect(uses(try steps(node, job: "deploy")).map { $0.split(separator: "@")[0] } == ["actions/deploy-pages"])
        #expect(deploy["needs"]?.scalar?.value == "build")
        #expect(deploy["permissions"]?["pages"]?.scalar?.value == "write")
        #expect(deploy["permissions"]?["id-token"]?.scalar?.value == "write")
        #expect(deploy["environment"]?["name"]?.scalar?.value == "github-pages")
        #expect(deploy["environment"]?["url"]?.scalar?.value == "${{ steps.deployment.outputs.page_url }}")
        #expect(deploy["if"]?.scalar?.value.contains("github.event.repository.default_branch") == true)
        #expect(node["jobs"]?["build"]?["permissions"]?["pages"]?.scalar?.value == "read")
    }

    /// What the workflow runs, `generate --base-url` with the address GitHub Pages gives a project site, builds
    /// a site that checks clean under that path, its canonical links and 404 page at that address.
    @Test func theSiteBuildsAndChecksCleanUnderThePagesAddress() throws {
        let (_, _, _, folder) = try workflow()
        let result = CLIRun.run(
            ["generate", "--base-url", "https://someone.github.io/my-trip", "--output", "_site", "--check"], in: folder.url)
        #expect(result.code == 0, "\(result.stderr)\(result.stdout)")
        #expect(result.stdout.contains(": 0 errors, 0 warnings in "), "\(result.stdout)")
        let home = try folder.read("_site/index.html")
        #expect(home.contains("https://someone.github.io/my-trip/"))
        #expect(!home.contains("https://example.org/"))
        #expect(try folder.read("_site/404.html").contains("\"/my-trip/"))
        #expect(try folder.read("_site/sitemap.xml").contains("<loc>https://someone.github.io/my-trip/locations/belem-tower/</loc>"))
    }

    @Test func aBaseURLThatIsNeitherAnAddressNorAPathIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        #expect(CLIRun.run(["init"], in: folder.url).code == 0)
        let result = CLIRun.run(["generate", "--base-url", "someone.github.io"], in: folder.url)
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix(
                "error: option '--base-url' takes an absolute http or https URL or a path starting with '/', not 'someone.github.io'\n"))
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// The external-link settings in `.roadbook-check.yaml` (and `site.yaml`'s `check:`): each key read and applied,
/// checked as its option is, and overridden by the command line. Every request goes to a fixture server on
/// 127.0.0.1.
@Suite struct CheckSettingsFileExternalTests {
    private static func answer(_ request: FixtureHTTPServer.Request) -> FixtureHTTPServer.Response {
        switch request.path {
        case "/ok": .init(200)
        case "/page": .init(200, body: "<!doctype html><title>p</title><h2 id=\"intro\">Intro</h2>")
        case "/slow": .init(200, delay: 2)
        case let path where path.hasPrefix("/wait/"): .init(200, delay: 0.3)
        default: .init(404)
        }
    }

    /// A site that links to `paths` of `server`, one link a line from line 2, and has `settings` as its
    /// `.roadbook-check.yaml`.
    private func site(_ server: FixtureHTTPServer, _ paths: [String], settings: String) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        let links = paths.map { "<a href=\"\(server.url($0))\">x</a>" }.joined(separator: "\n")
        try site.write("<!doctype html><title>t</title>\n" + links, to: "_site/index.html")
        try site.write(settings, to: "_site/.roadbook-check.yaml")
        return site
    }

    private func run(_ arguments: [String], in site: TemporaryDirectory) async -> ThreadedCLIRun {
        await ThreadedCLIRun.run(["check"] + arguments, in: site.url)
    }

    @Test func externalInTheFileFetchesAndFindsADeadLink() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/ok", "/missing"], settings: "external: true\n")
        let result = await run([], in: site)
        #expect(result.code == 1)
        #expect(result.stdout.hasPrefix(
            "index.html:3: error: external link '\(server.url("/missing"))' is dead (404 Not Found)\n"))
        #expect(result.stdout.contains("(2 external, 2 URLs checked)"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: ["accept: 200..299,404\n", "accept: [200..299, 404]\n", "accept:\n  - 200\n  - 404\n"])
    func acceptInTheFileMakesAStatusAlive(_ accept: String) async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/ok", "/missing"], settings: "external: true\n" + accept)
        let result = await run([], in: site)
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("(2 external, 2 URLs checked): 0 errors"))
    }

    @Test func externalFragmentsInTheFileLooksUpIds() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/page#intro", "/page#outro"], settings: "external: true\nexternal-fragments: yes\n")
        let result = await run([], in: site)
        #expect(result.code == 1)
        #expect(result.stdout.hasPrefix(
            "index.html:3: error: external link '\(server.url("/page#outro"))' has no id 'outro' in the fetched page\n"))
        #expect(!result.stdout.contains("'intro'"))
    }

    @Test(arguments: ["max-per-host: 1", "max-concurrency: 1"])
    func aLimitInTheFileHolds(_ limit: String) async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, (1...4).map { "/wait/\($0)" }, settings: "external: true\n\(limit)\n")
        let result = await run([], in: site)
        #expect(result.code == 0, "\(result.stdout)\(result.stderr)")
        #expect(server.requestCount == 4)
        #expect(server.maxConcurrentRequests == 1)
    }

    /// `/slow` answers after 2 s, long before the default timeouts (10 s without an answer, 30 s in all); a total
    /// timeout below the connect timeout bounds the wait for an answer too.
    @Test(arguments: [
        ("connect-timeout: 0.6", "timed out after 0.6 s"),
        ("timeout: 0.8", "timed out after 0.8 s"),
    ])
    func timeoutsInTheFileAreTheOnesThatRunOut(_ timeout: String, _ failure: String) async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/slow"], settings: "external: true\n\(timeout)\n")
        let result = await run([], in: site)
        #expect(result.code == 1)
        #expect(result.stdout.hasPrefix("index.html:2: error: external link '\(server.url("/slow"))' is dead (\(failure))\n"))
    }

    @Test func cacheMaxAgeInTheFileTurnsTheCacheOffAndTheFlagWins() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/ok"], settings: "external: true\ncache-max-age: 0\n")
        let cache = site.url.appendingPathComponent(".roadbook-check-cache")
        let withoutCache = await run([], in: site)
        #expect(withoutCache.code == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        let cached = await run(["--cache-max-age", "1d"], in: site)
        #expect(cached.code == 0)
        #expect(try site.read(".roadbook-check-cache").contains("/ok"))
    }

    @Test func flagsOverrideTheFileAndAcceptReplacesItsList() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/ok", "/missing"], settings: "external: false\naccept: 200..299,404\n")
        let offline = await run([], in: site)
        #expect(offline.code == 0)
        #expect(server.requestCount == 0)
        let external = await run(["--external"], in: site)
        #expect(external.code == 0, "the file's accept applies: \(external.stdout)")
        let replaced = await run(["--external", "--accept", "200"], in: site)
        #expect(replaced.code == 1)
        #expect(replaced.stdout.contains("external link '\(server.url("/missing"))' is dead (404 Not Found)"))
    }

    @Test func anOptionThatTunesTheExternalCheckNeedsItOnTheCommandLineOrInTheFile() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/missing"], settings: "accept: 200..299,404\n")
        let withoutExternal = await run(["--accept", "404"], in: site)
        #expect(withoutExternal.code == 64)
        #expect(withoutExternal.stderr.hasPrefix("error: option '--accept' needs '--external'\n"))
        #expect(server.requestCount == 0)
        try site.write("external: true\n", to: "_site/.roadbook-check.yaml")
        let enabledByTheFile = await run(["--accept", "404"], in: site)
        #expect(enabledByTheFile.code == 0, "\(enabledByTheFile.stdout)\(enabledByTheFile.stderr)")
        #expect(server.requestCount == 1)
    }

    @Test func badValuesAreErrorsAtTheirPositionAllAtOnce() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let settings = """
            external: maybe
            accept: [200..299, 2xx]
            max-concurrency: many
            max-per-host: 0
            connect-timeout: 0x10
            timeout: soon
            cache-max-age: 1w
            extrenal-fragments: true
            acept: 403
            """
        let site = try site(server, ["/ok"], settings: settings)
        let result = await run(["--external"], in: site)
        let file = "_site/.roadbook-check.yaml"
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
        #expect(server.requestCount == 0)
        #expect(result.stderr.split(separator: "\n").filter { $0.hasPrefix(file) } == [
            "\(file):1:11: error: 'external' must be true or false, not 'maybe'",
            "\(file):2:20: error: 'accept' takes status codes and ranges such as '200..299,403', not '2xx'",
            "\(file):3:18: error: 'max-concurrency' takes a whole number from 1 to 1024, not 'many'",
            "\(file):4:15: error: 'max-per-host' takes a whole number from 1 to 1024, not '0'",
            "\(file):5:18: error: 'connect-timeout' takes a number of seconds above 0 and at most 3600, not '0x10'",
            "\(file):6:10: error: 'timeout' takes a number of seconds above 0 and at most 3600, not 'soon'",
            "\(file):7:16: error: 'cache-max-age' takes an age such as '30m', '12h' or '1d', at most 3650d, not '1w'",
            "\(file):8:1: warning: unknown key 'extrenal-fragments'; did you mean 'external-fragments'?",
            "\(file):9:1: warning: unknown key 'acept'; did you mean 'accept'?",
        ])
    }

    @Test func anEmptyAcceptListIsAnError() async throws {
        let site = try TemporaryDirectory()
        try site.write("<title>t</title>", to: "_site/index.html")
        try site.write("external: true\naccept: []\n", to: "_site/.roadbook-check.yaml")
        let result = await run([], in: site)
        #expect(result.code == 1)
        #expect(result.stderr.contains(
            "_site/.roadbook-check.yaml:2:9: error: 'accept' takes status codes and ranges such as '200..299,403', "
                + "not an empty list"))
    }

    /// Every option of `roadbook check` but `--config` is a key of the file, named as the option.
    @Test func everyOptionButConfigIsAKey() async throws {
        let check = try #require(CommandTable.root.subcommands.first { $0.name == "check" })
        let names = check.options.map { String($0.name.dropFirst(2)) }
        #expect(names.contains("timeout") && names.contains("format"))
        let site = try TemporaryDirectory()
        try site.write("<title>t</title>", to: "_site/index.html")
        try site.write(names.map { "\($0): ''" }.joined(separator: "\n"), to: "_site/.roadbook-check.yaml")
        let result = await run([], in: site)
        let unknown = result.stderr.split(separator: "\n").filter { $0.contains("unknown key") }
        let line = try #require(names.firstIndex(of: "config")) + 1
        #expect(unknown.count == 1)
        #expect(unknown.first?.hasPrefix("_site/.roadbook-check.yaml:\(line):1: warning: unknown key 'config'") == true)
    }

    /// docs/check.md shows a settings file with every key; it must read without a problem.
    @Test func theGuidesFullExampleHasEveryKeyAndReadsCleanly() async throws {
        let guide = RepositoryRoot.url.appendingPathComponent("docs/check.md")
        let blocks = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "```yaml\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
        let example = try #require(blocks.first { $0.hasPrefix("# .roadbook-check.yaml\n") })
        let check = try #require(CommandTable.root.subcommands.first { $0.name == "check" })
        for option in check.options where option.name != "--config" {
            #expect(example.contains("\n\(option.name.dropFirst(2)):"), "the example has no key for '\(option.name)'")
        }
        let site = try TemporaryDirectory()
        try site.write("<title>t</title>", to: "_site/index.html")
        try site.write(example, to: "_site/.roadbook-check.yaml")
        try site.write("[]", to: "main-check.json")  // the example's baseline: an earlier run without findings
        let result = await run([], in: site)
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("0 errors"))
    }

    @Test func generateCheckFetchesWhenSiteYAMLTurnsExternalOn() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try TemporaryDirectory()
        try site.write("title: Weekend\ncheck:\n  external: true\n  max-per-host: 2\n", to: "site.yaml")
        try site.write("- title: Pack the bags\n", to: "content/todos.yaml")
        try site.write(
            "---\nname: Pantheon\ncityName: Rome\ncoordinates: { latitude: 41.8986, longitude: 12.4769 }\n---\nA dome.\n",
            to: "content/locations/pantheon.md")
        try site.write("<title>x</title><a href=\"\(server.url("/missing"))\">x</a>", to: "static/extra.html")
        let result = await ThreadedCLIRun.run(["generate", "--check", "--quiet"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stdout.contains("extra.html:1: error: external link '\(server.url("/missing"))' is dead (404 Not Found)"))
    }

    /// A pull request controls both files: a timeout past FoundationNetworking's timers (which trapped on 1e16) is
    /// an error at the value, and nothing is fetched.
    @Test func hugeTimeoutsInTheSettingsFileAreErrorsAtTheirValues() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server, ["/ok"], settings: "external: true\nconnect-timeout: 1e16\ntimeout: 1e16\nmax-per-host: 100000\n")
        let result = await run([], in: site)
        let file = "_site/.roadbook-check.yaml"
        #expect(result.code == 1)
        #expect(server.requestCount == 0)
        #expect(result.stderr.split(separator: "\n").filter { $0.hasPrefix(file) } == [
            "\(file):2:18: error: 'connect-timeout' takes a number of seconds above 0 and at most 3600, not '1e16'",
            "\(file):3:10: error: 'timeout' takes a number of seconds above 0 and at most 3600, not '1e16'",
            "\(file):4:15: error: 'max-per-host' takes a whole number from 1 to 1024, not '100000'",
        ])
    }

    @Test func hugeTimeoutsInSiteYAMLAreErrorsUnderGenerateCheck() async throws {
        let site = try TemporaryDirectory()
        try site.write("title: Weekend\ncheck:\n  external: true\n  timeout: 1e16\n", to: "site.yaml")
        try site.write("- title: Pack the bags\n", to: "content/todos.yaml")
        let result = await ThreadedCLIRun.run(["generate", "--check", "--quiet"], in: site.url)
        #expect(result.code != 0 && result.code != 132)
        #expect(result.stderr.contains("site.yaml:4:12: error: 'timeout' takes a number of seconds above 0 and at most 3600, not '1e16'"), "\(result.stderr)")
    }
}

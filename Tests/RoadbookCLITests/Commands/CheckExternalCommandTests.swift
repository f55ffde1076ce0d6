import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `roadbook check --external` end to end, against a fixture server on 127.0.0.1.
@Suite struct CheckExternalCommandTests {

    private func site(_ server: FixtureHTTPServer) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <!doctype html><title>t</title>
            <a href="\(server.url("/ok"))">ok</a>
            <a href="\(server.url("/missing"))">missing</a>
            """, to: "_site/index.html")
        return site
    }

    private static func answer(_ request: FixtureHTTPServer.Request) -> FixtureHTTPServer.Response {
        .init(request.path == "/ok" ? 200 : 404)
    }

    @Test func aDeadExternalLinkIsAnErrorAndLiveOnesAreCached() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server)
        let result = await ThreadedCLIRun.run(["check", "--external"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stdout.contains(
            "index.html:3: error: external link '\(server.url("/missing"))' is dead (404 Not Found)"))
        #expect(result.stdout.contains("(2 external, 2 URLs checked)"))
        #expect(result.stderr.isEmpty)
        #expect(server.userAgents.allSatisfy { $0.hasPrefix("Roadbook/\(CLI.version) ") })
        let cache = try site.read(".roadbook-check-cache")
        #expect(cache.contains("/ok"))
        #expect(!cache.contains("/missing"))
    }

    /// Issue 21: a head trickled a byte a second is governed by `--timeout`, as docs/check-external.md says, not by
    /// `--connect-timeout`; a status line without a reason phrase is alive; bytes that are not HTTP are a malformed
    /// response.
    @Test func theCommandLinesTimeoutsAndOddHeadsAreReadAsDocumented() async throws {
        let trickled = try RawHTTPFixtureServer { _ in .init(head: "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", headBytePause: 1) }
        defer { trickled.stop() }
        let bare = try RawHTTPFixtureServer { _ in .init(head: "HTTP/1.1 200\nContent-Length: 0\n\n") }
        defer { bare.stop() }
        let garbage = try RawHTTPFixtureServer { _ in .init(head: "garbage\r\n\r\n") }
        defer { garbage.stop() }
        let site = try TemporaryDirectory()
        try site.write(
            """
            <!doctype html><title>t</title>
            <a href="\(trickled.url("/t"))">t</a>
            <a href="\(bare.url("/b"))">b</a>
            <a href="\(garbage.url("/g"))">g</a>
            """, to: "_site/index.html")
        let result = await ThreadedCLIRun.run(
            ["check", "--external", "--connect-timeout", "3", "--timeout", "4", "--cache-max-age", "0"], in: site.url)
        #expect(result.code == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
        #expect(lines == [
            "index.html:2: error: external link '\(trickled.url("/t"))' is dead (timed out after 4 s)",
            "index.html:4: error: external link '\(garbage.url("/g"))' is dead (malformed response: not an HTTP answer)",
        ], "\(result.stdout)")
    }

    @Test func jsonNamesTheKindExternal() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server)
        let result = await ThreadedCLIRun.run(["check", "--external", "--format", "json"], in: site.url)
        #expect(result.code == 1)
        let url = server.url("/missing")
        #expect(result.stdout == """
            [
              {"file": "index.html", "line": 3, "url": "\(url)", "kind": "external", "severity": "error", \
            "message": "external link '\(url)' is dead (404 Not Found)"}
            ]

            """)
    }

    @Test func acceptedStatusesMakeTheRunPass() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server)
        let result = await ThreadedCLIRun.run(["check", "--external", "--accept", "200..299,404"], in: site.url)
        #expect(result.code == 0)
        #expect(!result.stdout.contains("error:"))
    }

    @Test func withoutExternalNothingIsFetched() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server)
        let result = await ThreadedCLIRun.run(["check"], in: site.url)
        #expect(result.code == 0)
        #expect(result.stdout.contains("(2 external skipped)"))
        #expect(server.requestCount == 0)
    }

    @Test func aTerminalShowsAProgressLineAndAPipeDoesNot() async throws {
        let server = try FixtureHTTPServer(handler: Self.answer)
        defer { server.stop() }
        let site = try site(server)
        let terminal = await ThreadedCLIRun.run(["check", "--external", "--cache-max-age", "0"], in: site.url, terminal: true)
        #expect(terminal.stderr.contains("\r\u{1B}[Kexternal links 2/2 127.0.0.1"))
        #expect(terminal.stderr.hasSuffix("\r\u{1B}[K"))
        let pipe = await ThreadedCLIRun.run(["check", "--external", "--cache-max-age", "0"], in: site.url)
        #expect(pipe.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--external", "--accept", "2xx"], "option '--accept' takes status codes and ranges such as '200..299,403', not '2xx'"),
        (["--external", "--max-per-host", "0"], "option '--max-per-host' takes a whole number from 1 to 1024, not '0'"),
        (["--external", "--max-concurrency", "many"], "option '--max-concurrency' takes a whole number from 1 to 1024, not 'many'"),
        (["--external", "--connect-timeout", "0x10"], "option '--connect-timeout' takes a number of seconds above 0 and at most 3600, not '0x10'"),
        (["--external", "--cache-max-age", "1w"], "option '--cache-max-age' takes an age such as '30m', '12h' or '1d', at most 3650d, not '1w'"),
        (["--external", "--timeout", "0"], "option '--timeout' takes a number of seconds above 0 and at most 3600, not '0'"),
        // Past FoundationNetworking's timers (it trapped on 1e16) and past any sensible count or age.
        (["--external", "--connect-timeout", "1e16"], "option '--connect-timeout' takes a number of seconds above 0 and at most 3600, not '1e16'"),
        (["--external", "--timeout", "1e16"], "option '--timeout' takes a number of seconds above 0 and at most 3600, not '1e16'"),
        (["--external", "--max-concurrency", "9223372036854775807"], "option '--max-concurrency' takes a whole number from 1 to 1024, not '9223372036854775807'"),
        (["--external", "--cache-max-age", "999999999999999d"], "option '--cache-max-age' takes an age such as '30m', '12h' or '1d', at most 3650d, not '999999999999999d'"),
        (["--accept", "200"], "option '--accept' needs '--external'"),
        (["--external-fragments"], "option '--external-fragments' needs '--external'"),
    ])
    func badExternalOptionsAreUsageErrors(_ options: [String], _ message: String) async throws {
        let site = try TemporaryDirectory()
        try site.write("<title>t</title>", to: "_site/index.html")
        let result = await ThreadedCLIRun.run(["check"] + options, in: site.url)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: \(message)\n"))
    }
}

import Foundation
import LinkCheck
import TestSupport
import Testing

/// The external-link checker against a fixture server on 127.0.0.1: nothing else is ever contacted.
@Suite struct ExternalLinkCheckerTests {
    /// Short timeouts and waits, so the suite stays quick: one retry, 1 s without an answer is a timeout.
    private func options(_ change: (inout ExternalLinkOptions) -> Void = { _ in }) -> ExternalLinkOptions {
        var options = ExternalLinkOptions()
        options.retries = 1
        options.retryDelay = 0.05
        options.maxRetryAfter = 2
        change(&options)
        return options
    }

    private func checker(
        _ options: ExternalLinkOptions, connectTimeout: Double = 1, totalTimeout: Double = 3,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> ExternalLinkChecker {
        let fetcher = CurlHTTPFetcher(
            connectTimeout: connectTimeout, totalTimeout: totalTimeout, userAgent: "Roadbook/9.9 (link checker)",
            maxConnectionsPerHost: 64)
        return ExternalLinkChecker(options: options, fetcher: fetcher, now: now)
    }

    /// A site whose index links to each of `urls`, one per line (line N + 1 for the N-th URL).
    private func site(linking urls: [String]) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        let links = urls.map { "<a href=\"\($0)\">x</a>" }.joined(separator: "\n")
        try site.write("<!doctype html><title>t</title>\n" + links + "\n", to: "index.html")
        return site
    }

    @Test func eachKindOfAnswerGetsItsVerdict() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let refused = "http://127.0.0.1:\(try FixtureHTTPServer.refusedPort())/"
        let paths = ["/ok", "/moved", "/loop-a", "/moved-to-gone", "/missing", "/gone", "/no-head", "/busy", "/flaky", "/slow"]
        let site = try site(linking: paths.map(server.url) + [refused])
        let report = try await LinkChecker().check(siteAt: site.url, external: checker(options()))

        let lines = report.findings.map { "\($0.line) \($0.severity.rawValue) \($0.kind.rawValue): \($0.message)" }
        #expect(lines == [
            "3 warning redirect: external link '\(server.url("/moved"))' is permanently redirected (301 Moved Permanently) to '\(server.url("/ok"))'",
            "4 error external: external link '\(server.url("/loop-a"))' is dead (redirect loop)",
            "5 error external: external link '\(server.url("/moved-to-gone"))' is dead (410 Gone at '\(server.url("/gone"))')",
            "6 error external: external link '\(server.url("/missing"))' is dead (404 Not Found)",
            "7 error external: external link '\(server.url("/gone"))' is dead (410 Gone)",
            "9 warning external: external link '\(server.url("/busy"))' is rate limited (429 Too Many Requests, 2 tries)",
            "11 error external: external link '\(server.url("/slow"))' is dead (timed out after 1 s)",
            "12 error external: external link '\(refused)' is dead (connection refused)",
        ])
        #expect(server.methods(for: "/no-head") == ["HEAD", "GET"])
        #expect(server.methods(for: "/flaky") == ["HEAD", "HEAD"])
        #expect(server.methods(for: "/slow") == ["HEAD", "HEAD"])
        #expect(report.checkedExternalURLCount == 11)
        #expect(Set(server.userAgents) == ["Roadbook/9.9 (link checker)"])
    }

    @Test func aServerThatTricklesItsAnswerMeetsTheTotalTimeout() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: [server.url("/trickle")])
        // A byte every quarter of a second (the 3 s timeout without a byte never fires), 5 s in all: the total
        // timeout of 2 s ends it.
        let external = checker(options { $0.retries = 0 }, connectTimeout: 3, totalTimeout: 2)
        let report = try await LinkChecker().check(siteAt: site.url, external: external)
        #expect(report.findings.map(\.message) == ["external link '\(server.url("/trickle"))' is dead (timed out after 2 s)"])
    }

    @Test func strictMakesRateLimitingAnError() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: [server.url("/busy")])
        let external = checker(options { $0.retries = 0 })
        let lenient = try await LinkChecker().check(siteAt: site.url, external: external)
        let strict = try await LinkChecker(options: LinkCheckOptions(isStrict: true)).check(siteAt: site.url, external: external)
        #expect(lenient.findings.map(\.severity) == [.warning])
        #expect(!lenient.hasErrors)
        #expect(strict.findings.map(\.severity) == [.error])
    }

    @Test func redirectsAreFollowedUpToTen() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: [server.url("/hop/10"), server.url("/hop/11")])
        let report = try await LinkChecker().check(siteAt: site.url, external: checker(options()))
        #expect(report.findings.map(\.message) == [
            "external link '\(server.url("/hop/11"))' is dead (more than 10 redirects)"
        ])
    }

    @Test func retryAfterIsWaitedForBeforeTryingAgain() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: [server.url("/busy-once")])
        let report = try await LinkChecker().check(siteAt: site.url, external: checker(options()))
        // A lower bound only: the checker must have slept the second Retry-After asked for.
        #expect(report.duration >= .milliseconds(950))
        #expect(report.findings.isEmpty)
        #expect(server.methods(for: "/busy-once") == ["HEAD", "HEAD"])
    }

    @Test func hostsKnownToLieAboutHeadAreAskedWithGet() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: [server.url("/ok")])
        let report = try await LinkChecker().check(
            siteAt: site.url, external: checker(options { $0.getOnlyHosts = ["127.0.0.1"] }))
        #expect(report.findings.isEmpty)
        #expect(server.methods(for: "/ok") == ["GET"])
    }

    @Test func acceptedStatusesDecideWhatIsAlive() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: [server.url("/missing"), server.url("/gone")])
        let accepting = options { $0.accepted = AcceptedStatuses(parsing: "200..299,404")! }
        let report = try await LinkChecker().check(siteAt: site.url, external: checker(accepting))
        #expect(report.findings.map(\.line) == [3])
    }

    @Test func eachURLIsFetchedOnceHoweverManyPagesUseIt() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try TemporaryDirectory()
        for page in 0..<6 {
            try site.write(
                "<a href='\(server.url("/hits"))'>a</a><a href='\(server.url("/hits#part-\(page)"))'>b</a>",
                to: "p\(page).html")
        }
        let report = try await LinkChecker().check(siteAt: site.url, external: checker(options()))
        #expect(report.findings.isEmpty)
        #expect(report.externalCount == 12)
        #expect(server.methods(for: "/hits") == ["HEAD"])
    }

    @Test func fragmentsAreLookedUpInTheFetchedPageOnlyWhenAsked() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let urls = ["/page#intro", "/page#legacy", "/page#nowhere", "/page#top"].map(server.url)
        let site = try site(linking: urls)

        let without = try await LinkChecker().check(siteAt: site.url, external: checker(options()))
        #expect(without.findings.isEmpty)
        #expect(server.methods(for: "/page") == ["HEAD"])

        let with = try await LinkChecker().check(
            siteAt: site.url, external: checker(options { $0.checksFragments = true }))
        #expect(with.findings.map(\.message) == [
            "external link '\(server.url("/page#nowhere"))' has no id 'nowhere' in the fetched page"
        ])
        #expect(server.methods(for: "/page") == ["HEAD", "GET"])
    }

    @Test func thePerHostLimitHolds() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: (0..<12).map { server.url("/wait/\($0)") })
        let limited = options { $0.maxPerHost = 3 }
        // Timeouts no busy machine reaches: a request given up on and tried again would still be counted by the
        // server until its answer went out.
        let report = try await LinkChecker().check(
            siteAt: site.url, external: checker(limited, connectTimeout: 10, totalTimeout: 10))
        #expect(report.findings.isEmpty)
        #expect(server.requestCount == 12)
        #expect(server.maxConcurrentRequests <= 3)
        #expect(server.maxConcurrentRequests >= 2)
    }

    @Test func theGlobalLimitHolds() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(linking: (0..<8).map { server.url("/wait/\($0)") })
        let limited = options {
            $0.maxPerHost = 8
            $0.maxConcurrency = 2
        }
        _ = try await LinkChecker().check(siteAt: site.url, external: checker(limited, connectTimeout: 10, totalTimeout: 10))
        #expect(server.requestCount == 8)
        #expect(server.maxConcurrentRequests <= 2)
    }

    @Test func slowAnswersAreWaitedForSideBySideNotOneAfterAnother() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        // 32 answers of 0.5 s each, and one that times out twice (1 s each): 18 s one after another.
        let site = try site(linking: (0..<32).map { server.url("/delay/\($0)") } + [server.url("/slow")])
        let report = try await LinkChecker().check(
            siteAt: site.url, external: checker(options { $0.maxPerHost = 64 }))
        // A structural bound, not a tight timing: serialised, the run would take at least 18 s; side by side,
        // about 2 s (the slow route's two timeouts). The run's own duration, not the test's: a test may wait
        // for the shared task pool before it starts and after the run ends.
        #expect(report.duration < .seconds(9))
        #expect(report.findings.count == 1)
    }

    /// Permanent redirects (301, 308) are a `redirect` warning naming the final URL, fragment kept; temporary ones
    /// (302, 307) are followed silently, and so is a temporary redirect that later hops permanently.
    @Test func permanentRedirectsAreWarningsNamingTheFinalURL() async throws {
        let server = try FixtureHTTPServer { request in
            switch request.path {
            case "/old": .init(301, headers: ["Location": "/new"])
            case "/old-308": .init(308, headers: ["Location": "/hop/1"])
            case "/temporary": .init(302, headers: ["Location": "/old"])
            case "/temporary-307": .init(307, headers: ["Location": "/new"])
            case "/new", "/hop/0": .init(200, body: FixtureRoutes.page)
            case "/hop/1": .init(302, headers: ["Location": "/hop/0"])
            default: .init(404)
            }
        }
        defer { server.stop() }
        let urls = ["/old#intro", "/old-308", "/temporary", "/temporary-307", "/old#nowhere"].map(server.url)
        let site = try site(linking: urls)
        let report = try await LinkChecker().check(
            siteAt: site.url, external: checker(options { $0.checksFragments = true }))
        let lines = report.findings.map { "\($0.line) \($0.severity.rawValue) \($0.kind.rawValue): \($0.message)" }
        #expect(lines == [
            "2 warning redirect: external link '\(urls[0])' is permanently redirected (301 Moved Permanently) to '\(server.url("/new#intro"))'",
            "3 warning redirect: external link '\(urls[1])' is permanently redirected (308 Permanent Redirect) to '\(server.url("/hop/0"))'",
            "6 error external: external link '\(urls[4])' has no id 'nowhere' in the fetched page",
        ])
        let skipped = try await LinkChecker(options: LinkCheckOptions(skippedKinds: [.redirect])).check(
            siteAt: site.url, external: checker(options { $0.checksFragments = true }))
        #expect(skipped.findings.map(\.kind) == [.external])
    }
}

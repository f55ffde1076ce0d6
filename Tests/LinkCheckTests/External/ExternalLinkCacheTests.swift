import Foundation
import LinkCheck
import Parallelism
import TestSupport
import Testing

/// The cache of live results: reused within its age, failures never stored, a broken file ignored with a warning.
@Suite struct ExternalLinkCacheTests {
    private final class Warnings: Sendable {
        private let messages = Locked<[String]>([])
        func add(_ message: String) { messages.withLock { $0.append(message) } }
        var all: [String] { messages.withLock { $0 } }
    }

    private func check(
        _ site: TemporaryDirectory, cache: URL, now: Date, maxAge: Double = 86400, warnings: Warnings = Warnings()
    ) async throws -> LinkCheckReport {
        var options = ExternalLinkOptions()
        options.retries = 0
        options.cacheFile = cache
        options.cacheMaxAge = maxAge
        let fetcher = CurlHTTPFetcher(connectTimeout: 1, totalTimeout: 3, userAgent: "Roadbook/test")
        let checker = ExternalLinkChecker(options: options, fetcher: fetcher, now: { now })
        return try await LinkChecker().check(
            siteAt: site.url.appendingPathComponent("site"), external: checker,
            events: ExternalCheckEvents(warning: { warnings.add($0) }))
    }

    private func site(_ server: FixtureHTTPServer) throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("<a href='\(server.url("/ok"))'>a</a>\n<a href='\(server.url("/missing"))'>b</a>", to: "site/index.html")
        return site
    }

    @Test func liveResultsAreReusedAndFailuresCheckedAgain() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(server)
        let cache = site.url.appendingPathComponent(".roadbook-check-cache")
        let start = Date(timeIntervalSince1970: 1_800_000_000)

        let first = try await check(site, cache: cache, now: start)
        let second = try await check(site, cache: cache, now: start.addingTimeInterval(3600))
        #expect(first.findings.count == 1)
        #expect(second.findings.map(\.message) == first.findings.map(\.message))
        #expect(server.methods(for: "/ok") == ["HEAD"])
        #expect(server.methods(for: "/missing") == ["HEAD", "HEAD"])
        #expect(second.checkedExternalURLCount == 2)

        _ = try await check(site, cache: cache, now: start.addingTimeInterval(2 * 86400))
        #expect(server.methods(for: "/ok") == ["HEAD", "HEAD"])
    }

    @Test func anAgeOfZeroTurnsTheCacheOff() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(server)
        let cache = site.url.appendingPathComponent(".roadbook-check-cache")
        _ = try await check(site, cache: cache, now: Date(), maxAge: 0)
        _ = try await check(site, cache: cache, now: Date(), maxAge: 0)
        #expect(server.methods(for: "/ok") == ["HEAD", "HEAD"])
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }

    @Test func aCorruptCacheIsIgnoredWithAWarningAndRewritten() async throws {
        let server = try FixtureHTTPServer(handler: FixtureRoutes.answer)
        defer { server.stop() }
        let site = try site(server)
        let cache = try site.write("{\"version\": 1, \"entries\": [tru", to: ".roadbook-check-cache")
        let warnings = Warnings()
        let report = try await check(site, cache: cache, now: Date(), warnings: warnings)
        #expect(report.findings.count == 1)
        #expect(warnings.all == ["ignoring the cache '\(cache.path)' (not a readable cache file); it will be rewritten"])
        let rewritten = try JSONSerialization.jsonObject(with: Data(contentsOf: cache)) as? [String: Any]
        let entries = rewritten?["entries"] as? [String: Any]
        #expect(entries.map { Array($0.keys) } == [server.url("/ok")])
    }
}

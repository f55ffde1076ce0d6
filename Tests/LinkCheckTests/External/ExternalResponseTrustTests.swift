import Foundation
import TestSupport
import Testing

@testable import LinkCheck

/// What a hostile or broken server sends the external checker, from a local server that writes exact bytes: huge
/// and stalled bodies, odd status lines.
@Suite struct ExternalResponseTrustTests {
    private static let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 64 << 10)

    private static func fetch(_ server: RawHTTPFixtureServer, readsBody: Bool, connectTimeout: Double = 5, totalTimeout: Double = 20)
        async throws -> Result<HTTPResponse, HTTPFetchFailure>
    {
        let fetcher = URLSessionHTTPFetcher(connectTimeout: connectTimeout, totalTimeout: totalTimeout, userAgent: "test")
        let url = try #require(URL(string: server.url("/page")))
        return await fetcher.fetch(HTTPRequest(url: url, method: .get, readsBody: readsBody))
    }

    /// A status check stops after the head: a server with 256 MiB of body gets to send little of it.
    ///
    /// NOT FIXED (issue 21): the fetcher cancels the task as soon as the head arrives, but FoundationNetworking
    /// delivers that callback late under load and libcurl reads (and decompresses) on meanwhile: in the full suite
    /// on the loaded machine 124 MB were sent and the check took 94 s; `check --external` on a 512 MiB gzip bomb
    /// answering HEAD with 405 peaked at 620 MB. Quiet, it passes; so the known issue is intermittent.
    @Test func aStatusCheckNeverReadsTheBody() async {
        await withKnownIssue("FoundationNetworking reads on after a cancel", isIntermittent: true) {
            try await statusCheckOfAHugeBody()
        }
    }

    private func statusCheckOfAHugeBody() async throws {
        let server = try RawHTTPFixtureServer { _ in
            .init(head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 268435456\r\n\r\n", pieces: 4096, piece: Self.piece)
        }
        defer { server.stop() }
        let start = DispatchTime.now()
        let response = try await Self.fetch(server, readsBody: false).get()
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 < 10)
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(server.bodyBytesSent < 64 << 20, "\(server.bodyBytesSent) bytes of body sent")
    }

    /// Reading ids stops at the documented limit, and says so (the fragment is then unverified, not missing).
    @Test func aPageReadForItsIdsIsCutAtTheLimitAndSaysSo() async throws {
        let server = try RawHTTPFixtureServer { _ in
            .init(head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n", pieces: 400, piece: Self.piece)
        }
        defer { server.stop() }
        let response = try await Self.fetch(server, readsBody: true).get()
        #expect(response.body.count == URLSessionHTTPFetcher.TaskDelegate.maxBodyBytes)
        #expect(response.incompleteBody == "the page is larger than 8 MiB")
    }

    /// A body that stalls was read as far as it came and its fragment reported as missing: it is unverified.
    @Test func aStalledOrHugePageMakesItsFragmentUnverifiedNotMissing() async throws {
        let stalled = try RawHTTPFixtureServer { _ in
            .init(head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p id=a>", stallAfter: 6)
        }
        defer { stalled.stop() }
        let huge = try RawHTTPFixtureServer { _ in
            .init(head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n", pieces: 400, piece: Self.piece)
        }
        defer { huge.stop() }
        let site = try TemporaryDirectory()
        try site.write("<!doctype html><title>t</title>\n<a href=\"\(stalled.url("/page#b"))\">x</a>\n<a href=\"\(huge.url("/page#c"))\">y</a>\n", to: "index.html")
        var options = ExternalLinkOptions()
        options.checksFragments = true
        options.retries = 0
        let fetcher = URLSessionHTTPFetcher(connectTimeout: 1, totalTimeout: 10, userAgent: "test")
        let report = try await LinkChecker().check(siteAt: site.url, external: ExternalLinkChecker(options: options, fetcher: fetcher))
        let lines = report.findings.map { "\($0.line) \($0.severity.rawValue): \($0.message)" }.sorted()
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("2 warning: external link '\(stalled.url("/page#b"))': id 'b' is unverified (the page stopped arriving: timed out") == true, "\(lines)")
        #expect(lines.last == "3 warning: external link '\(huge.url("/page#c"))': id 'c' is unverified (the page is larger than 8 MiB)", "\(lines)")
    }
}

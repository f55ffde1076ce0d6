import Foundation
import TestSupport
import Testing

@testable import LinkCheck

/// Answers that are not quite HTTP, from a local server writing exact bytes: what curl reads is read, and what is
/// not HTTP is reported for what it is, never as an "invalid URL".
@Suite struct MalformedResponseTests {
    private static func fetch(_ head: String, headBytePause: Double = 0, connectTimeout: Double = 2, totalTimeout: Double = 4)
        async throws -> Result<HTTPResponse, HTTPFetchFailure>
    {
        let server = try RawHTTPFixtureServer { _ in .init(head: head, headBytePause: headBytePause) }
        defer { server.stop() }
        let fetcher = CurlHTTPFetcher(connectTimeout: connectTimeout, totalTimeout: totalTimeout, userAgent: "test")
        let url = try #require(URL(string: server.url("/x")))
        return await fetcher.fetch(HTTPRequest(url: url, method: .get))
    }

    @Test(arguments: [
        ("garbage\r\n\r\n", "malformed response: not an HTTP answer"),
        ("HTTP/1.1 abc OK\r\n\r\n", "malformed response: not an HTTP answer"),
        ("HTTP/1.1 20 OK\r\n\r\n", "malformed response: not an HTTP answer"),
        (
            "HTTP/1.1 200 OK\r\n" + String(repeating: "X-Padding: " + String(repeating: "p", count: 990) + "\r\n", count: 300) + "\r\n",
            "malformed response: a head larger than 256 KiB"
        ),
    ])
    func aMalformedAnswerIsReportedForWhatItIs(head: String, message: String) async throws {
        let result = try await Self.fetch(head)
        #expect(result == .failure(.other(message)), "\(result)")
    }

    /// FoundationNetworking, used before, refused these ("Failed writing header"), and the links were dead; curl
    /// and browsers read them.
    @Test(arguments: [
        "HTTP/1.1 200\r\nContent-Length: 0\r\n\r\n",
        "HTTP/1.1 200 OK\nContent-Length: 0\n\n",
        "HTTP/1.1 200\nContent-Type: text/html\nContent-Length: 0\n\n",
    ])
    func aStatusLineWithoutReasonPhraseOrWithBareLineFeedsIsRead(head: String) async throws {
        let response = try await Self.fetch(head).get()
        #expect(response.status == 200)
    }

    /// A head trickled a byte a second never goes a connect timeout (3 s) without a byte, so the total timeout
    /// (5 s) ends it, as docs/check-external.md says. FoundationNetworking's timer counted only whole head lines and
    /// gave up after the connect timeout.
    @Test func aTrickledHeadIsEndedByTheTotalTimeout() async throws {
        let start = ContinuousClock.now
        let result = try await Self.fetch(
            "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", headBytePause: 1, connectTimeout: 3, totalTimeout: 5)
        #expect(result == .failure(.timedOut(seconds: 5)), "\(result)")
        #expect(ContinuousClock.now - start >= .seconds(5))
    }

    /// A server that accepts and then says nothing is still ended by the connect timeout.
    @Test func aSilentServerIsEndedByTheConnectTimeout() async throws {
        let result = try await Self.fetch("HTTP/1.1 200 OK\r\n\r\n", headBytePause: 30, connectTimeout: 1, totalTimeout: 4)
        #expect(result == .failure(.timedOut(seconds: 1)), "\(result)")
    }
}

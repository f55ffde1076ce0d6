import Foundation
import TestSupport
import Testing

@testable import LinkCheck

/// Answers that are not quite HTTP, from a local server writing exact bytes: each is reported for what it is,
/// never as an "invalid URL".
@Suite struct MalformedResponseTests {
    @Test(arguments: [
        ("garbage\r\n\r\n", "malformed response: not an HTTP answer"),
        ("HTTP/1.1 abc OK\r\n\r\n", "malformed response: not an HTTP answer"),
        // Accepted by curl, refused by FoundationNetworking's parser (a known limitation, docs/check-external.md).
        ("HTTP/1.1 200\r\nContent-Length: 0\r\n\r\n", "malformed response head: a status line without a reason phrase, or line ends without CR"),
        ("HTTP/1.1 200 OK\nContent-Length: 0\n\n", "malformed response head: a status line without a reason phrase, or line ends without CR"),
    ])
    func aMalformedAnswerIsReportedForWhatItIs(head: String, message: String) async throws {
        let server = try RawHTTPFixtureServer { _ in .init(head: head) }
        defer { server.stop() }
        let fetcher = URLSessionHTTPFetcher(connectTimeout: 2, totalTimeout: 4, userAgent: "test")
        let url = try #require(URL(string: server.url("/x")))
        let result = await fetcher.fetch(HTTPRequest(url: url, method: .get))
        #expect(result == .failure(.other(message)), "\(result)")
    }
}

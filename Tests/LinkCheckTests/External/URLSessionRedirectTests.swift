import Foundation
import Synchronization
import Testing

@testable import LinkCheck

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// FoundationNetworking traps ("Received callback for HTTP redirection, but we're not waiting for it") when a
/// redirect's completion handler reaches it after the task was cancelled — by a timeout, a stop after the headers,
/// the session's invalidation — and nothing outside it can order the two. The fetcher's delegate never calls it:
/// the redirect's response is the answer, and the task is cancelled.
@Suite struct URLSessionRedirectTests {
    /// Counts the answers a redirect's completion handler was given.
    private final class AnswerLog: Sendable {
        private let answers = Mutex(0)
        var count: Int { answers.withLock { $0 } }
        func record() { answers.withLock { $0 += 1 } }
    }

    @Test func aRedirectEndsItsTaskWithTheRedirectAndIsNeverAnswered() async throws {
        let delegate = URLSessionHTTPFetcher.TaskDelegate(connectTimeout: 2, totalTimeout: 2)
        let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        // Never resumed: nothing is contacted; the session's redirect callback is played by the test.
        let from = try #require(URL(string: "http://127.0.0.1/from"))
        let task = session.dataTask(with: from)
        let redirect = try #require(
            HTTPURLResponse(url: from, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: ["Location": "/to"]))
        let next = URLRequest(url: try #require(URL(string: "http://127.0.0.1/to")))
        let answers = AnswerLog()

        let result = await withCheckedContinuation { continuation in
            delegate.register(task, readsBody: false, continuation)
            delegate.urlSession(
                session, task: task, willPerformHTTPRedirection: redirect, newRequest: next,
                completionHandler: { _ in answers.record() })
        }

        #expect(answers.count == 0)
        let response = try result.get()
        #expect(response.status == 302)
        #expect(response.headers["location"] == "/to")
        #expect(task.state != .running)
    }
}

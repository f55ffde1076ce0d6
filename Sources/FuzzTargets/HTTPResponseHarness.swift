import Foundation
import LinkCheck
import Parallelism

/// An HTTP answer, as bytes from a local server (`ResponseBytesServer`), read by the external checker's fetcher
/// (libcurl and `HTTPResponseHead`) for a status check and for a page's ids, then through the whole checker on a
/// page linking the server with and without a fragment (redirects, `Retry-After`, ids). Nothing but the local server
/// is ever contacted: a redirect elsewhere is answered by the harness as a host not found.
///
/// Invariants: nothing traps or hangs; an answer has a status from 100 to 999, a status check no body, a page at
/// most 8 MiB; a failure is never an invalid URL (the URL is valid; what is wrong is the answer).
enum HTTPResponseHarness {
    /// The fetcher, which refuses every URL but the local server's.
    private struct LoopbackFetcher: HTTPFetcher {
        let server: ResponseBytesServer
        let fetcher: CurlHTTPFetcher

        func fetch(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFetchFailure> {
            guard request.url.host == "127.0.0.1", request.url.port == Int(server.port) else { return .failure(.hostNotFound) }
            return await fetcher.fetch(request)
        }
    }

    private static let server = ResponseBytesServer()
    private static let fetcher = server.map {
        LoopbackFetcher(server: $0, fetcher: CurlHTTPFetcher(connectTimeout: 2, totalTimeout: 4, userAgent: "roadbook-fuzz"))
    }
    private static let site: URL? = server.map { server in
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("roadbook-fuzz-http-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = "<!doctype html><title>t</title>\n<a href=\"\(server.url("/a").absoluteString)\">a</a>\n"
            + "<a href=\"\(server.url("/b#x").absoluteString)\">b</a>\n"
        try? Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        return folder
    }

    static func run(_ bytes: [UInt8]) {
        guard let server, let fetcher, let site else {
            Invariant.require(false, "no local server")
            return
        }
        server.answer(with: bytes)
        for (method, readsBody) in [(HTTPMethod.head, false), (.get, false), (.get, true)] {
            let result = fetch(HTTPRequest(url: server.url("/a"), method: method, readsBody: readsBody), with: fetcher)
            switch result {
            case .success(let response):
                Invariant.require((100...999).contains(response.status), "status \(response.status)")
                Invariant.require(readsBody || response.body.isEmpty, "a status check read \(response.body.count) bytes")
                Invariant.require(response.body.count <= 8 << 20, "a page of \(response.body.count) bytes")
                Invariant.require(response.headers.keys.allSatisfy { $0 == $0.lowercased() }, "header names not lower-cased")
            case .failure(let failure):
                Invariant.require(!failure.description.isEmpty, "a failure without a reason")
                Invariant.require(failure.description != "invalid URL", "a valid URL reported invalid")
            }
        }
        var options = ExternalLinkOptions()
        options.checksFragments = true
        options.retries = 1
        options.retryDelay = 0
        options.maxRetryAfter = 0.01
        options.cacheMaxAge = 0
        let report: LinkCheckReport
        do {
            report = try LinkChecker().checkBlocking(siteAt: site, external: ExternalLinkChecker(options: options, fetcher: fetcher))
        } catch {
            Invariant.require(false, "the check failed: \(error)")
            return
        }
        for finding in report.findings {
            Invariant.require(finding.line == 2 || finding.line == 3, "a finding on line \(finding.line): \(finding.message)")
            Invariant.require(!finding.message.hasSuffix("(invalid URL)"), finding.message)
        }
    }

    private static func fetch(_ request: HTTPRequest, with fetcher: LoopbackFetcher) -> Result<HTTPResponse, HTTPFetchFailure> {
        let outcome = Locked<Result<HTTPResponse, HTTPFetchFailure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result = await fetcher.fetch(request)
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return outcome.withLock { $0 } ?? .failure(.other("no result"))
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        [
            "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 16\r\n\r\n<p id=x>hi</p>\r\n",
            "HTTP/1.1 200\r\nContent-Type: text/html\r\n\r\n<a name=x>",
            "HTTP/1.1 200 OK\nContent-Type: text/html\n\n<h1 id=y>",
            "HTTP/1.1 301 Moved Permanently\r\nLocation: /c\r\nContent-Length: 0\r\n\r\n",
            "HTTP/1.1 302 Found\r\nLocation: http://example.org/\r\n\r\n",
            "HTTP/1.1 302 Found\r\nLocation: ht tp://\u{1}\r\n\r\n",
            "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n",
            "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 99999999999999999999\r\n\r\n",
            "HTTP/1.1 503 Service Unavailable\r\nRetry-After: Wed, 21 Oct 2015 07:28:00 GMT\r\n\r\n",
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p id=x>",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/html\r\n\r\n5\r\n<p id\r\n3\r\n=x>\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Type: text/html\r\n\r\nnot gzip",
            "HTTP/1.1 200 OK\r\nContent-Length: 99999\r\n\r\nshort",
            "HTTP/1.0 404 Not Found\r\n\r\n",
            "HTTP/1.1 abc OK\r\n\r\n",
            "garbage\r\n\r\n",
            "",
            "HTTP/2 200\r\n\r\n",
            "HTTP/1.1 200 OK\r\n folded: header\r\n:\r\n\r\n",
        ].map { Array($0.utf8) }
    }
}

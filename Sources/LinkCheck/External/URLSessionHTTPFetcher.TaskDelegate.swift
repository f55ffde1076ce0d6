import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionHTTPFetcher {
    /// Receives the session's callbacks and turns each task into one ``HTTPResponse`` or ``HTTPFetchFailure``:
    /// ends a task at a redirect (its response is the answer), cancels a task once its headers are in when no
    /// body is wanted, and cuts bodies at a size limit.
    final class TaskDelegate: NSObject, URLSessionDataDelegate, Sendable {
        typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPFetchFailure>, Never>

        private struct Pending {
            let task: URLSessionTask
            let continuation: Completion
            let readsBody: Bool
            var response: HTTPURLResponse?
            var body = Data()
            var incompleteBody: String?
        }

        /// The most of a body that is read, decompressed (enough for the ids of any real page): a page cut there
        /// has its fragments reported as unverified. A status check never reads a body at all.
        static let maxBodyBytes = 8 << 20

        /// The tasks still running, by identifier.
        private let pending = Mutex<[Int: Pending]>([:])
        private let connectTimeout: Double
        private let totalTimeout: Double

        /// A delegate for a session whose requests time out after `connectTimeout` seconds without a byte; it ends
        /// every task after `totalTimeout` seconds at the latest itself. (`URLSession` on Linux does not apply
        /// `timeoutIntervalForResource`: a server that trickles bytes would hold a request forever.)
        init(connectTimeout: Double, totalTimeout: Double) {
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
        }

        /// Starts tracking `task`, whose outcome resumes `continuation` exactly once.
        func register(_ task: URLSessionTask, readsBody: Bool, _ continuation: Completion) {
            let id = task.taskIdentifier
            pending.withLock { $0[id] = Pending(task: task, continuation: continuation, readsBody: readsBody) }
            DispatchQueue.global().asyncAfter(deadline: .now() + totalTimeout) { [weak self] in self?.expire(id) }
        }

        /// Ends the task `id` as timed out if it is still running.
        private func expire(_ id: Int) {
            guard let state = pending.withLock({ $0.removeValue(forKey: id) }) else { return }
            state.task.cancel()
            if state.readsBody, let response = state.response {
                // The head came, the body did not finish in time: the page is alive, its ids unknown.
                let failure = HTTPFetchFailure.timedOut(seconds: totalTimeout)
                state.continuation.resume(
                    returning: .success(
                        HTTPResponse(
                            status: response.statusCode, headers: Self.headers(of: response), body: state.body,
                            incompleteBody: "the page stopped arriving: \(failure.description)")))
                return
            }
            state.continuation.resume(returning: .failure(.timedOut(seconds: totalTimeout)))
        }

        /// A redirect is the answer: the task ends here with the redirect's response, and is cancelled.
        /// `completionHandler` is never called. FoundationNetworking traps ("Received callback for HTTP redirection,
        /// but we're not waiting for it") when that answer reaches it after the task was cancelled — by a timeout,
        /// a stop after the headers, the session's invalidation — and no lock of ours can order an answer against
        /// every cancel; a redirect that is never answered and a task that is cancelled end cleanly.
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            pending.withLock { $0[task.taskIdentifier]?.response = response }
            finish(task, error: nil)
            task.cancel()
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            let http = response as? HTTPURLResponse
            let readsBody = pending.withLock { pending -> Bool in
                pending[dataTask.taskIdentifier]?.response = http
                return pending[dataTask.taskIdentifier]?.readsBody ?? false
            }
            if readsBody {
                completionHandler(.allow)
            } else {
                completionHandler(.cancel)
                finish(dataTask, error: nil)
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let isFull = pending.withLock { pending -> Bool in
                let id = dataTask.taskIdentifier
                guard var state = pending[id], state.readsBody else { return pending[id] != nil }
                pending[id] = nil  // no copy of the body while it grows
                let room = Self.maxBodyBytes - state.body.count
                state.body.append(data.prefix(room))
                let isFull = data.count >= room
                if isFull { state.incompleteBody = "the page is larger than \(Self.maxBodyBytes >> 20) MiB" }
                pending[id] = state
                return isFull
            }
            if isFull {
                finish(dataTask, error: nil)
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            finish(task, error: error)
        }

        /// Resumes the task's continuation, if it is still waiting: with the response when there is one.
        private func finish(_ task: URLSessionTask, error: (any Error)?) {
            guard var state = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
            if let response = state.response {
                if state.readsBody, state.incompleteBody == nil, let error {
                    // The body stopped before its end: its ids are not all known.
                    let failure = Self.failure(error, timeout: connectTimeout)
                    state.incompleteBody = "the page stopped arriving: \(failure.description)"
                }
                let headers = Self.headers(of: response)
                state.continuation.resume(
                    returning: .success(
                        HTTPResponse(
                            status: response.statusCode, headers: headers, body: state.body, incompleteBody: state.incompleteBody)))
            } else {
                state.continuation.resume(returning: .failure(Self.failure(error, timeout: connectTimeout)))
            }
        }

        private static func headers(of response: HTTPURLResponse) -> [String: String] {
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                headers[String(describing: name)] = String(describing: value)
            }
            return headers
        }

        private static func failure(_ error: (any Error)?, timeout: Double) -> HTTPFetchFailure {
            guard let error else { return .other("no response") }
            let nsError = error as NSError
            guard nsError.domain == NSURLErrorDomain else { return .other("\(error)") }
            switch URLError.Code(rawValue: nsError.code) {
            case .timedOut: return .timedOut(seconds: timeout)
            case .cannotConnectToHost: return .connectionRefused
            case .cannotFindHost, .dnsLookupFailed: return .hostNotFound
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
                .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
                return .secureConnectionFailed
            case .networkConnectionLost: return .other("connection lost")
            // Only http and https URLs are fetched, so these come from the answer: libcurl read something that is
            // not an HTTP response (`garbage`, `HTTP/1.1 abc`).
            case .badURL, .unsupportedURL: return .other("malformed response: not an HTTP answer")
            case .notConnectedToInternet: return .other("not connected to the internet")
            default:
                let detail = nsError.userInfo[NSLocalizedDescriptionKey] as? String
                if detail == "Failed writing header" {
                    // FoundationNetworking refuses a status line without a reason phrase (`HTTP/1.1 200`) and
                    // bare-LF line ends, which curl itself accepts (docs/check-external.md).
                    return .other("malformed response head: a status line without a reason phrase, or line ends without CR")
                }
                return .other(detail.map { "network error: \($0)" } ?? "network error \(nsError.code)")
            }
        }
    }
}

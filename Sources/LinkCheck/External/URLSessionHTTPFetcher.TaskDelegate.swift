import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionHTTPFetcher {
    /// Receives the session's callbacks and turns each task into one ``HTTPResponse`` or ``HTTPFetchFailure``:
    /// ends a task at a redirect (its response is the answer), cancels a task once its headers are in when no
    /// body is wanted, and cuts bodies at a size limit.
    final class TaskDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPFetchFailure>, Never>

        private struct Pending {
            let task: URLSessionTask
            let continuation: Completion
            let readsBody: Bool
            var response: HTTPURLResponse?
            var body = Data()
        }

        /// The most of a body that is read (enough for the ids of any real page).
        static let maxBodyBytes = 8 << 20

        private let lock = NSLock()
        private var pending: [Int: Pending] = [:]
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
            lock.withLock {
                pending[id] = Pending(task: task, continuation: continuation, readsBody: readsBody)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + totalTimeout) { [weak self] in self?.expire(id) }
        }

        /// Ends the task `id` as timed out if it is still running.
        private func expire(_ id: Int) {
            guard let state = lock.withLock({ pending.removeValue(forKey: id) }) else { return }
            state.task.cancel()
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
            lock.withLock { pending[task.taskIdentifier]?.response = response }
            finish(task, error: nil)
            task.cancel()
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            let http = response as? HTTPURLResponse
            let readsBody = lock.withLock { () -> Bool in
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
            let isFull = lock.withLock { () -> Bool in
                pending[dataTask.taskIdentifier]?.body.append(data)
                return (pending[dataTask.taskIdentifier]?.body.count ?? 0) >= Self.maxBodyBytes
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
            guard let state = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
            if let response = state.response {
                var headers: [String: String] = [:]
                for (name, value) in response.allHeaderFields {
                    headers[String(describing: name)] = String(describing: value)
                }
                state.continuation.resume(
                    returning: .success(HTTPResponse(status: response.statusCode, headers: headers, body: state.body)))
            } else {
                state.continuation.resume(returning: .failure(Self.failure(error, timeout: connectTimeout)))
            }
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
            case .badURL, .unsupportedURL: return .other("invalid URL")
            case .notConnectedToInternet: return .other("not connected to the internet")
            default:
                let detail = nsError.userInfo[NSLocalizedDescriptionKey] as? String
                return .other(detail.map { "network error: \($0)" } ?? "network error \(nsError.code)")
            }
        }
    }
}

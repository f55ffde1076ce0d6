import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real ``HTTPFetcher``: Foundation's `URLSession` (libcurl on Linux), one session for the whole run, so
/// connections are reused. Redirects come back as responses (URLSession never follows or answers one); a `GET`
/// that needs no body stops after the headers.
public final class URLSessionHTTPFetcher: HTTPFetcher, Sendable {
    private let session: URLSession
    private let delegate: TaskDelegate
    private let userAgent: String
    private let connectTimeout: Double

    /// The longest timeout a request is given, in seconds (a day).
    public static let longestTimeout = 86_400.0

    /// `seconds` within 0.001 ... ``longestTimeout`` (a NaN is the longest).
    static func bounded(_ seconds: Double) -> Double {
        seconds.isNaN ? longestTimeout : min(max(seconds, 0.001), longestTimeout)
    }

    /// A fetcher that gives up on a request after `connectTimeout` seconds without a byte (connecting
    /// included) or `totalTimeout` seconds in all, and names itself `userAgent`.
    /// Timeouts are clamped to 1 ms ... ``longestTimeout``: FoundationNetworking traps on one too large for
    /// libcurl's milliseconds (`1e16`).
    public init(connectTimeout: Double, totalTimeout: Double, userAgent: String, maxConnectionsPerHost: Int = 4) {
        let connectTimeout = Self.bounded(connectTimeout)
        let totalTimeout = Self.bounded(totalTimeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = connectTimeout
        configuration.timeoutIntervalForResource = totalTimeout
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        delegate = TaskDelegate(connectTimeout: connectTimeout, totalTimeout: totalTimeout)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// The User-Agent of Roadbook `version`: `Roadbook/0.1.0 (link checker)`.
    public static func userAgent(version: String) -> String {
        "Roadbook/\(version) (link checker)"
    }

    public func fetch(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFetchFailure> {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: connectTimeout)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        urlRequest.setValue("text/html,application/xhtml+xml,*/*;q=0.8", forHTTPHeaderField: "Accept")
        let session = session
        let delegate = delegate
        return await withCheckedContinuation { continuation in
            let task = session.dataTask(with: urlRequest)
            delegate.register(task, readsBody: request.readsBody, continuation)
            task.resume()
        }
    }
}

import Foundation

/// The real ``HTTPFetcher``: libcurl, through one ``CurlTransferLoop`` for the whole run. Redirects come back as
/// responses (never followed); a request that needs no body stops at the end of the head; a body is read up to
/// ``HTTPTransfer/maxBodyBytes``, decompressed.
public final class CurlHTTPFetcher: HTTPFetcher {
    private let loop: CurlTransferLoop
    private let connectTimeout: Double
    private let totalTimeout: Double

    /// The longest timeout a request is given, in seconds (a day).
    public static let longestTimeout = 86_400.0

    /// `seconds` within 0.001 ... ``longestTimeout`` (a NaN is the longest).
    static func bounded(_ seconds: Double) -> Double {
        seconds.isNaN ? longestTimeout : min(max(seconds, 0.001), longestTimeout)
    }

    /// A fetcher that gives up on a request after `connectTimeout` seconds without a byte (connecting
    /// included) or `totalTimeout` seconds in all, names itself `userAgent`, and keeps at most
    /// `maxConnectionsPerHost` connections to one host. Timeouts are clamped to 1 ms ... ``longestTimeout``.
    public init(connectTimeout: Double, totalTimeout: Double, userAgent: String, maxConnectionsPerHost: Int = 4) {
        self.connectTimeout = Self.bounded(connectTimeout)
        self.totalTimeout = Self.bounded(totalTimeout)
        loop = CurlTransferLoop(userAgent: userAgent, maxConnectionsPerHost: maxConnectionsPerHost)
    }

    deinit {
        loop.stop()
    }

    /// The User-Agent of Roadbook `version`: `Roadbook/0.1.0 (link checker)`.
    public static func userAgent(version: String) -> String {
        "Roadbook/\(version) (link checker)"
    }

    public func fetch(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFetchFailure> {
        await withCheckedContinuation { continuation in
            loop.start(
                HTTPTransfer(request, connectTimeout: connectTimeout, totalTimeout: totalTimeout, completion: continuation))
        }
    }
}

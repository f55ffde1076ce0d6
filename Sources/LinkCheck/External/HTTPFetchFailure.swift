import Foundation

/// Why a request got no response at all.
public enum HTTPFetchFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// No answer in time; `seconds` is the timeout that ran out (without a byte, or in all).
    case timedOut(seconds: Double)
    /// Nothing listens at the host's port.
    case connectionRefused
    /// The host name does not resolve.
    case hostNotFound
    /// The TLS handshake failed (bad or expired certificate, no common protocol).
    case secureConnectionFailed
    /// Any other transport failure, described.
    case other(String)

    /// The reason, as it reads inside a message's parentheses.
    public var description: String {
        switch self {
        case .timedOut(let seconds):
            "timed out after \(seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)) s"
        case .connectionRefused: "connection refused"
        case .hostNotFound: "host not found"
        case .secureConnectionFailed: "secure connection failed"
        case .other(let reason): reason
        }
    }

    /// Whether trying again may help.
    var isTransient: Bool {
        if case .timedOut = self { return true }
        return false
    }
}

import Foundation

/// Why the preview server could not start.
public enum DevServerError: Error, Equatable, CustomStringConvertible {
    /// Another program already listens on the port.
    case portInUse(UInt16)
    /// The system refuses the port to this user (below 1024).
    case permissionDenied(UInt16)
    /// The socket could not be opened, bound or listened on, for the `errno` `code`.
    case cannotListen(port: UInt16, code: Int32)
    /// libmicrohttpd refused to start.
    case cannotStart

    /// The message, lowercase, no period.
    public var description: String {
        switch self {
        case .portInUse(let port): "port \(port) on 127.0.0.1 is already in use"
        case .permissionDenied(let port): "port \(port) on 127.0.0.1 needs more privileges"
        case .cannotListen(let port, let code): "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(code)))"
        case .cannotStart: "the HTTP server (libmicrohttpd) could not start"
        }
    }
}

import Foundation

/// Why the preview server could not start.
package enum DevServerError: Error, Equatable, CustomStringConvertible {
    /// Another program already listens on the port.
    case portInUse(host: String, port: UInt16)
    /// The system refuses the port to this user (below 1024).
    case permissionDenied(host: String, port: UInt16)
    /// The address is not one of this machine's.
    case notThisMachine(host: String)
    /// The socket could not be opened, bound or listened on, for the `errno` `code`.
    case cannotListen(host: String, port: UInt16, code: Int32)
    /// libmicrohttpd refused to start.
    case cannotStart

    /// The message, lowercase, no period.
    package var description: String {
        switch self {
        case .portInUse(let host, let port): "port \(port) on \(host) is already in use"
        case .permissionDenied(let host, let port): "port \(port) on \(host) needs more privileges"
        case .notThisMachine(let host): "cannot listen on \(host): it is not an address of this machine"
        case .cannotListen(let host, let port, let code):
            "cannot listen on \(host) port \(port): \(String(cString: strerror(code)))"
        case .cannotStart: "the HTTP server (libmicrohttpd) could not start"
        }
    }
}

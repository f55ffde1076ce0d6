import CMicroHTTPD
import Foundation

/// Serves HTTP on a socket that already listens, through libmicrohttpd (one thread per connection), handing each
/// request to a Swift closure. The only file that sees libmicrohttpd; it takes and returns Swift values only.
final class MicroHTTPDListener: @unchecked Sendable {
    /// What a request becomes; called on libmicrohttpd's connection threads, so it must be thread-safe.
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// Keeps the handler alive while C holds a pointer to it.
    private final class HandlerBox: Sendable {
        let handle: Handler
        init(_ handle: @escaping Handler) { self.handle = handle }
    }

    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private let context: Unmanaged<HandlerBox>

    /// Starts serving on `socket` (which libmicrohttpd then owns and closes on `stop()`).
    init(socket: Int32, handler: @escaping Handler) throws(DevServerError) {
        context = Unmanaged.passRetained(HandlerBox(handler))
        let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, state in
            guard let context, let connection, let url, let method, let state else { return .NO }
            let methodName = String(cString: method)
            // libmicrohttpd calls once when the headers are in, then again for the body; a response queued on the
            // first call closes the connection, so GET and HEAD answer on the second, keeping it alive.
            if methodName == "GET" || methodName == "HEAD" {
                if state.pointee == nil {
                    state.pointee = UnsafeMutableRawPointer(bitPattern: 1)
                    return .YES
                }
                if let uploadSize, uploadSize.pointee != 0 {
                    uploadSize.pointee = 0  // a body on a GET is ignored
                    return .YES
                }
            }
            let box = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
            let response = box.handle(HTTPRequest(method: methodName, path: String(cString: url)))
            return response.body.withUnsafeBytes { bytes -> MHD_Result in
                guard
                    let reply = MHD_create_response_from_buffer(
                        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
                else { return .NO }
                defer { MHD_destroy_response(reply) }
                for header in response.headers {
                    _ = MHD_add_response_header(reply, header.name, header.value)
                }
                return MHD_queue_response(connection, UInt32(response.status), reply)
            }
        }
        guard let started = cmicrohttpd_start(socket, access, context.toOpaque(), 60) else {
            context.release()
            throw .cannotStart
        }
        daemon = started
    }

    /// Stops serving: closes the listening socket and every connection, then returns. Safe to call twice.
    func stop() {
        lock.lock()
        let running = daemon
        daemon = nil
        lock.unlock()
        guard let running else { return }
        MHD_stop_daemon(running)
        context.release()
    }

    deinit {
        stop()
    }
}

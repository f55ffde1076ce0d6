internal import CMicroHTTPDOperations
import Foundation
import Parallelism

/// Serves HTTP on a socket that already listens, through libmicrohttpd, handing each request to a Swift closure.
/// The only file that sees libmicrohttpd; it takes and returns Swift values only.
///
/// A few threads, each with its own `epoll` loop, serve every connection (not a thread per connection), within
/// ``ServerLimits``: bounded connections, a deadline for request heads (``HeaderDeadline``), a timeout for silent
/// connections. Files are sent from their descriptor, never read into memory.
final class MicroHTTPDListener: Sendable {
    /// What a request becomes; called on libmicrohttpd's threads, so it must be thread-safe.
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// What C holds a pointer to: the handler and the deadline keeper.
    private final class Context: Sendable {
        let handle: Handler
        let deadline: HeaderDeadline
        let bodyPaths: Set<String>
        init(_ handle: @escaping Handler, deadline: HeaderDeadline, bodyPaths: Set<String>) {
            self.handle = handle
            self.deadline = deadline
            self.bodyPaths = bodyPaths
        }

        static func from(_ pointer: UnsafeMutableRawPointer?) -> Context? {
            pointer.map { Unmanaged<Context>.fromOpaque($0).takeUnretainedValue() }
        }
    }

    /// The running daemon (libmicrohttpd's `struct MHD_Daemon *`, as an address); nil once stopped.
    private let daemon: Locked<UInt?>
    private let context: Unmanaged<Context>

    /// Starts serving on `socket` (which libmicrohttpd then owns and closes on `stop()`) within `limits`;
    /// `perAddressLimit` says whether `limits.connectionsPerAddress` applies. A `POST` to one of `bodyPaths` has
    /// its body read (at most ``EditingEndpoint/largestBody`` bytes, else 413); any other request's body is not.
    init(
        socket: Int32, isIPv6: Bool, limits: ServerLimits, perAddressLimit: Bool, bodyPaths: Set<String> = [],
        handler: @escaping Handler
    ) throws(DevServerError) {
        // Slow clients may hold all but an eighth of the connections (at least 4 stay free for new ones).
        let deadline = HeaderDeadline(
            seconds: limits.headerSeconds, capacity: limits.connections - max(4, limits.connections / 8))
        context = Unmanaged.passRetained(Context(handler, deadline: deadline, bodyPaths: bodyPaths))
        let settings = cmicrohttpd_settings(
            listen_socket: socket, is_ipv6: isIPv6 ? 1 : 0, threads: UInt32(max(1, limits.threads)),
            connection_limit: UInt32(max(1, limits.connections)),
            per_address_limit: perAddressLimit ? UInt32(max(1, limits.connectionsPerAddress)) : 0,
            idle_timeout_seconds: UInt32(max(1, limits.idleSeconds)))
        guard
            let started = cmicrohttpd_start(
                settings, Self.access, Self.connectionEvent, Self.requestCompleted, context.toOpaque())
        else {
            deadline.stop()
            context.release()
            throw .cannotStart
        }
        daemon = Locked(UInt(bitPattern: started))
    }

    /// Called with each request, once its head is in and again for each piece of body.
    private static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, upload, uploadSize, state in
        guard let context = Context.from(context), let connection, let url, let method, let state else { return .NO }
        context.deadline.headersArrived(UInt(bitPattern: connection))
        let methodName = String(cString: method)
        let path = String(cString: url)
        var body = Data()
        if methodName == "POST", context.bodyPaths.contains(path) {
            switch readBody(connection: connection, upload: upload, uploadSize: uploadSize, state: state) {
            case .reading: return .YES
            case .tooLarge:
                return queue(
                    .text(413, "413 an action's body is at most \(EditingEndpoint.largestBody) bytes"), on: connection)
            case .complete(let data): body = data
            }
        }
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
        let since = MHD_lookup_connection_value(connection, .GET_ARGUMENT_KIND, "since").map { String(cString: $0) }
        var headers: [String: String] = [:]
        for name in HTTPRequest.fieldsRead {
            if let value = MHD_lookup_connection_value(connection, .HEADER_KIND, name) { headers[name] = String(cString: value) }
        }
        let request = HTTPRequest(method: methodName, path: path, since: since, headers: headers, body: body)
        return queue(context.handle(request), on: connection)
    }

    /// Queues `response` on `connection`.
    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        guard let reply = makeReply(response.body, connection: connection) else { return .NO }
        defer { MHD_destroy_response(reply) }
        for header in response.headers {
            _ = MHD_add_response_header(reply, header.name, header.value)
        }
        return MHD_queue_response(connection, UInt32(response.status), reply)
    }

    /// Where the body of a `POST` is.
    private enum BodyProgress {
        case reading
        case tooLarge
        case complete(Data)
    }

    /// The bytes of a body read so far, kept by libmicrohttpd between calls (released in ``requestCompleted``).
    private final class BodyBuffer {
        var data = Data()
        var tooLarge = false
    }

    /// Reads one more piece of a `POST` body into the connection's ``BodyBuffer`` (made on the first call, when a
    /// declared length over the limit is refused at once); past the limit, the rest is read and dropped.
    private static func readBody(
        connection: OpaquePointer, upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>?,
        state: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> BodyProgress {
        guard let pointer = state.pointee else {
            let declared = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").flatMap { Int(String(cString: $0)) }
            if let declared, declared > EditingEndpoint.largestBody { return .tooLarge }
            state.pointee = Unmanaged.passRetained(BodyBuffer()).toOpaque()
            return .reading
        }
        let buffer = Unmanaged<BodyBuffer>.fromOpaque(pointer).takeUnretainedValue()
        if let uploadSize, uploadSize.pointee != 0 {
            if let upload, !buffer.tooLarge, buffer.data.count + uploadSize.pointee <= EditingEndpoint.largestBody {
                buffer.data.append(UnsafeRawPointer(upload).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
            } else {
                buffer.tooLarge = true
                buffer.data = Data()
            }
            uploadSize.pointee = 0
            return .reading
        }
        return buffer.tooLarge ? .tooLarge : .complete(buffer.data)
    }

    /// libmicrohttpd's response for `body`: bytes copied, or a file sent from its descriptor (which it then owns).
    private static func makeReply(_ body: HTTPBody, connection: OpaquePointer) -> OpaquePointer? {
        switch body {
        case .events(let stream, let ended):
            let reader = Unmanaged.passRetained(
                StreamReader(stream: stream, connection: UInt(bitPattern: connection), ended: ended))
            // UInt64.max is MHD_SIZE_UNKNOWN: a stream without a length, sent chunked.
            return MHD_create_response_from_callback(
                UInt64.max, 4096, Self.readEvents, reader.toOpaque(), Self.endEvents)
        case .bytes(let data):
            return data.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .file(let file):
            guard let descriptor = file.take() else { return nil }
            guard let reply = MHD_create_response_from_fd64(UInt64(file.size), descriptor) else {
                close(descriptor)
                return nil
            }
            return reply
        }
    }

    /// What libmicrohttpd holds while it streams events to one connection.
    private final class StreamReader: Sendable {
        let stream: EventStream
        let connection: UInt
        let ended: @Sendable () -> Void
        init(stream: EventStream, connection: UInt, ended: @escaping @Sendable () -> Void) {
            (self.stream, self.connection, self.ended) = (stream, connection, ended)
        }
    }

    /// Fills `buffer` with queued events; with none, suspends the connection until the next one resumes it.
    private static let readEvents: MHD_ContentReaderCallback = { context, _, buffer, maximum in
        guard let context, let buffer else { return -1 }
        let reader = Unmanaged<StreamReader>.fromOpaque(context).takeUnretainedValue()
        let connection = OpaquePointer(bitPattern: reader.connection)
        let next = reader.stream.next(
            maximum: maximum, suspend: { MHD_suspend_connection(connection) },
            resume: { MHD_resume_connection(OpaquePointer(bitPattern: reader.connection)) })
        switch next {
        case .send(let data):
            data.copyBytes(to: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: data.count)
            return data.count
        case .wait: return 0
        case .end: return -1  // MHD_CONTENT_READER_END_OF_STREAM
        }
    }

    /// Called when the event stream's response is destroyed (the connection is gone).
    private static let endEvents: MHD_ContentReaderFreeCallback = { context in
        guard let context else { return }
        let reader = Unmanaged<StreamReader>.fromOpaque(context).takeRetainedValue()
        reader.ended()
    }

    /// Called when a connection opens and when it is about to close.
    private static let connectionEvent: MHD_NotifyConnectionCallback = { context, connection, _, event in
        guard let context = Context.from(context), let connection else { return }
        let id = UInt(bitPattern: connection)
        if event.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
            context.deadline.opened(id, socket: cmicrohttpd_connection_socket(connection))
        } else {
            context.deadline.closed(id)
        }
    }

    /// Called when a request is done (answered or abandoned): the connection may carry another one.
    private static let requestCompleted: MHD_RequestCompletedCallback = { context, connection, state, _ in
        guard let context = Context.from(context), let connection else { return }
        // A POST body's buffer (GET and HEAD leave the marker 1 there, which owns nothing).
        if let state, let pointer = state.pointee, Int(bitPattern: pointer) != 1 {
            Unmanaged<BodyBuffer>.fromOpaque(pointer).release()
            state.pointee = nil
        }
        context.deadline.responseFinished(UInt(bitPattern: connection))
    }

    /// The connections held now (each one a descriptor of the process); 0 once stopped.
    var openConnections: Int {
        daemon.withLock { daemon in
            daemon.map { Int(cmicrohttpd_open_connections(OpaquePointer(bitPattern: $0))) } ?? 0
        }
    }

    /// Stops serving: closes the listening socket and every connection, then returns. Safe to call twice.
    func stop() {
        let running = daemon.withLock { daemon in
            defer { daemon = nil }
            return daemon
        }
        guard let running else { return }
        MHD_stop_daemon(OpaquePointer(bitPattern: running))
        context.takeUnretainedValue().deadline.stop()
        context.release()
    }

    deinit {
        stop()
    }
}

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Ends connections whose client has not sent a whole request head within `seconds` of connecting, or of the end of
/// the previous response on the same connection. libmicrohttpd closes only connections that stay silent; a client
/// that sends one byte now and then (a "slowloris") would otherwise hold its connection, and a file descriptor,
/// for as long as it likes.
///
/// It also keeps slow clients from taking every connection the server allows: when more than `capacity`
/// connections wait for a request head, the one that has waited longest is ended at once, so a new client (whose
/// request head follows at once) always finds a free connection.
///
/// An overdue connection is shut down (`shutdown(2)`), not closed: the server sees the end of the stream and closes
/// the connection itself. The socket is shut down under the same lock that `closed(_:)` takes before the server
/// closes it, so a number the system has handed to a newer socket is never touched.
final class HeaderDeadline: @unchecked Sendable {
    /// The time a client has for a request head.
    let seconds: Double
    /// The number of connections that may wait for a request head at once.
    let capacity: Int
    private let lock = NSLock()
    /// Connection → its socket, while it is open.
    private var sockets: [UInt: Int32] = [:]
    /// Connection → when it started waiting for a request head.
    private var waiting: [UInt: DispatchTime] = [:]
    private let timer: any DispatchSourceTimer
    private var timerRunning = false
    private var stopped = false

    /// A deadline of `seconds`, checked a few times within that time while any connection waits, for at most
    /// `capacity` waiting connections.
    init(seconds: Double, capacity: Int) {
        self.seconds = seconds
        self.capacity = max(1, capacity)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "roadbook.devserver.header-deadline"))
        let period = DispatchTimeInterval.milliseconds(max(20, Int(seconds * 1000 / 4)))
        timer.schedule(deadline: .now() + period, repeating: period, leeway: .milliseconds(10))
        timer.setEventHandler { [weak self] in self?.shutDownOverdue() }
    }

    /// A connection was accepted on `socket`: it now waits for its first request head.
    func opened(_ connection: UInt, socket: Int32) {
        lock.lock()
        defer { lock.unlock() }
        sockets[connection] = socket
        waiting[connection] = .now()
        while waiting.count > capacity, let oldest = waiting.min(by: { $0.value < $1.value })?.key {
            end(oldest)
        }
        runTimer()
    }

    /// The connection's request head is complete: no deadline while the request is answered.
    func headersArrived(_ connection: UInt) {
        lock.lock()
        waiting[connection] = nil
        lock.unlock()
    }

    /// The connection's response is done; a next request on it must come within the deadline too.
    func responseFinished(_ connection: UInt) {
        lock.lock()
        defer { lock.unlock() }
        guard sockets[connection] != nil else { return }
        waiting[connection] = .now()
        runTimer()
    }

    /// The connection is about to be closed: forget its socket.
    func closed(_ connection: UInt) {
        lock.lock()
        sockets[connection] = nil
        waiting[connection] = nil
        lock.unlock()
    }

    /// The number of connections waiting for a request head.
    var waitingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return waiting.count
    }

    /// Stops checking. Safe to call twice.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        if !timerRunning { timer.resume() }  // a suspended source must be resumed before it is cancelled
        timer.cancel()
    }

    /// Shuts down every connection past its deadline; pauses the timer when none waits.
    private func shutDownOverdue() {
        lock.lock()
        defer { lock.unlock() }
        let limit = UInt64(seconds * 1e9)
        let now = DispatchTime.now().uptimeNanoseconds
        for (connection, since) in waiting where now - since.uptimeNanoseconds > limit {
            end(connection)
        }
        if waiting.isEmpty && timerRunning && !stopped {
            timer.suspend()
            timerRunning = false
        }
    }

    /// Shuts the connection's socket down and stops waiting for it; call with the lock held.
    private func end(_ connection: UInt) {
        if let socket = sockets[connection] { shutdown(socket, Int32(SHUT_RDWR)) }
        waiting[connection] = nil
    }

    /// Resumes the timer if it is paused; call with the lock held.
    private func runTimer() {
        guard !timerRunning && !stopped else { return }
        timer.resume()
        timerRunning = true
    }

    deinit {
        stop()
    }
}

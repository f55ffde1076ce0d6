import Dispatch
import Foundation
import Parallelism

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
final class HeaderDeadline: Sendable {
    /// The time a client has for a request head.
    let seconds: Double
    /// The number of connections that may wait for a request head at once.
    let capacity: Int
    private let state: Locked<State>

    /// The open connections, those waiting for a request head, and the timer that checks them.
    private struct State {
        /// Connection → its socket, while it is open.
        var sockets: [UInt: Int32] = [:]
        /// Connection → when it started waiting for a request head.
        var waiting: [UInt: DispatchTime] = [:]
        let timer: any DispatchSourceTimer
        var timerRunning = false
        var stopped = false

        /// Shuts the connection's socket down and stops waiting for it.
        mutating func end(_ connection: UInt) {
            if let socket = sockets[connection] { shutdown(socket, Int32(SHUT_RDWR)) }
            waiting[connection] = nil
        }

        /// Resumes the timer if it is paused.
        mutating func runTimer() {
            guard !timerRunning && !stopped else { return }
            timer.resume()
            timerRunning = true
        }
    }

    /// A deadline of `seconds`, checked a few times within that time while any connection waits, for at most
    /// `capacity` waiting connections.
    init(seconds: Double, capacity: Int) {
        self.seconds = seconds
        self.capacity = max(1, capacity)
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "roadbook.devserver.header-deadline"))
        let period = DispatchTimeInterval.milliseconds(max(20, Int(seconds * 1000 / 4)))
        timer.schedule(deadline: .now() + period, repeating: period, leeway: .milliseconds(10))
        state = Locked(State(timer: timer))
        state.withLock { $0.timer.setEventHandler { [weak self] in self?.shutDownOverdue() } }
    }

    /// A connection was accepted on `socket`: it now waits for its first request head.
    func opened(_ connection: UInt, socket: Int32) {
        let capacity = self.capacity
        state.withLock { state in
            state.sockets[connection] = socket
            state.waiting[connection] = .now()
            while state.waiting.count > capacity, let oldest = state.waiting.min(by: { $0.value < $1.value })?.key {
                state.end(oldest)
            }
            state.runTimer()
        }
    }

    /// The connection's request head is complete: no deadline while the request is answered.
    func headersArrived(_ connection: UInt) {
        state.withLock { $0.waiting[connection] = nil }
    }

    /// The connection's response is done; a next request on it must come within the deadline too.
    func responseFinished(_ connection: UInt) {
        state.withLock { state in
            guard state.sockets[connection] != nil else { return }
            state.waiting[connection] = .now()
            state.runTimer()
        }
    }

    /// The connection is about to be closed: forget its socket.
    func closed(_ connection: UInt) {
        state.withLock { state in
            state.sockets[connection] = nil
            state.waiting[connection] = nil
        }
    }

    /// The number of connections waiting for a request head.
    var waitingCount: Int {
        state.withLock { $0.waiting.count }
    }

    /// Stops checking. Safe to call twice.
    func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            if !state.timerRunning { state.timer.resume() }  // a suspended source must be resumed before it is cancelled
            state.timer.cancel()
        }
    }

    /// Shuts down every connection past its deadline; pauses the timer when none waits.
    private func shutDownOverdue() {
        let limit = UInt64(seconds * 1e9)
        state.withLock { state in
            let now = DispatchTime.now().uptimeNanoseconds
            for (connection, since) in state.waiting where now - since.uptimeNanoseconds > limit {
                state.end(connection)
            }
            if state.waiting.isEmpty && state.timerRunning && !state.stopped {
                state.timer.suspend()
                state.timerRunning = false
            }
        }
    }

    deinit {
        stop()
    }
}

import Foundation

/// One open page's Server-Sent Events stream: messages queue here until the connection takes them. The connection
/// waits (suspended, using no thread) while the queue is empty, and is resumed when a message arrives.
final class EventStream: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = Data()
    private var isWaiting = false
    private var isClosed = false
    /// Resumes the connection; set by the HTTP layer when the stream is answered.
    private var resume: (@Sendable () -> Void)?

    /// A stream that starts with `first`.
    init(first: Data) {
        pending = first
    }

    /// Queues `message`, resuming the connection if it waits.
    func send(_ message: Data) {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        pending.append(message)
        wakeLocked()
    }

    /// Ends the stream once what is queued is sent.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        isClosed = true
        wakeLocked()
    }

    /// What the connection should do next.
    enum Next {
        /// Send these bytes.
        case send(Data)
        /// Nothing to send: the connection was suspended (by `suspend`, under the stream's lock).
        case wait
        /// The stream is over.
        case end
    }

    /// Takes up to `maximum` queued bytes; with none queued, runs `suspend` and remembers `resume` for the next
    /// message (both under the lock, so a message cannot slip between them).
    func next(maximum: Int, suspend: () -> Void, resume: @escaping @Sendable () -> Void) -> Next {
        lock.lock()
        defer { lock.unlock() }
        if !pending.isEmpty {
            let chunk = pending.prefix(maximum)
            pending.removeFirst(chunk.count)
            return .send(Data(chunk))
        }
        if isClosed { return .end }
        self.resume = resume
        isWaiting = true
        suspend()
        return .wait
    }

    private func wakeLocked() {
        guard isWaiting, let resume else { return }
        isWaiting = false
        resume()
    }
}

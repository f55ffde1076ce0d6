import Foundation
import Parallelism

/// One open page's Server-Sent Events stream: messages queue here until the connection takes them. The connection
/// waits (suspended, using no thread) while the queue is empty, and is resumed when a message arrives.
final class EventStream: Sendable {
    /// What is queued and whether the connection waits for it.
    private struct Queue {
        var pending: Data
        var isWaiting = false
        var isClosed = false
        /// Resumes the connection; set by the HTTP layer when the stream is answered.
        var resume: (@Sendable () -> Void)?

        /// Resumes the connection if it waits.
        mutating func wake() {
            guard isWaiting, let resume else { return }
            isWaiting = false
            resume()
        }
    }

    private let queue: Locked<Queue>

    /// A stream that starts with `first`.
    init(first: Data) {
        queue = Locked(Queue(pending: first))
    }

    /// Queues `message`, resuming the connection if it waits.
    func send(_ message: Data) {
        queue.withLock { queue in
            guard !queue.isClosed else { return }
            queue.pending.append(message)
            queue.wake()
        }
    }

    /// Ends the stream once what is queued is sent.
    func close() {
        queue.withLock { queue in
            queue.isClosed = true
            queue.wake()
        }
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
        queue.withLock { queue in
            if !queue.pending.isEmpty {
                let chunk = queue.pending.prefix(maximum)
                queue.pending.removeFirst(chunk.count)
                return .send(Data(chunk))
            }
            if queue.isClosed { return .end }
            queue.resume = resume
            queue.isWaiting = true
            suspend()
            return .wait
        }
    }
}

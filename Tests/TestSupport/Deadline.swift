import Dispatch
import Foundation
import Parallelism

/// Runs work that must not block (reading a site holding a FIFO) on a thread of its own, waiting at most a few
/// seconds for it: a test whose work hangs fails instead of hanging the suite.
package enum Deadline {
    /// What `body` returned, or `nil` when it did not return within `seconds` (it is then left running, and
    /// `unblock` is called to release it, for example by opening the FIFO it waits on).
    package static func run<T: Sendable>(
        within seconds: Double = 20, unblock: @Sendable () -> Void = {}, _ body: @escaping @Sendable () -> T
    ) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.set(body())
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else {
            unblock()
            return nil
        }
        return box.get()
    }

    private final class Box<T: Sendable>: Sendable {
        private let value = Locked<T?>(nil)
        func set(_ newValue: T) {
            value.withLock { $0 = newValue }
        }
        func get() -> T? {
            value.withLock { $0 }
        }
    }
}

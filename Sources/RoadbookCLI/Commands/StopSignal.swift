import Dispatch
import Foundation
import Parallelism
import Synchronization

/// Catches SIGINT (Ctrl-C) and SIGTERM from its creation on, for `generate` and `serve`: on either, whatever the
/// build and the server are doing (a build may be blocked, say on a FIFO), the stop actions run (delete the
/// half-written staging folders, stop serving, remove the temporary build), and the process exits with the status a
/// shell gives a process stopped by that signal (130, 143). Raising the signal again would not do: libdispatch
/// keeps it blocked. The signal is handled on a thread of its own, so nothing another thread does can hold it up.
///
/// A build that sees its files vanish under it must not print those failures: it calls ``waitIfStopping()``
/// before printing, which never returns once a signal is being handled.
final class StopSignal: Sendable {
    private static let signals = [SIGINT, SIGTERM]
    /// The stop actions and the signal sources while they catch.
    private struct Handlers {
        var actions: [@Sendable () -> Void] = []
        var sources: [any DispatchSourceSignal] = []
    }

    /// Set when a signal is being handled, and never cleared: the process ends.
    private let isStopping = Atomic(false)
    private let handlers = Locked(Handlers())

    /// Starts catching the signals; `farewell` is run once the stop actions have.
    init(farewell: @escaping @Sendable () -> Void = {}) {
        let queue = DispatchQueue(label: "roadbook.stop-signal")
        handlers.withLock {
            $0.sources = Self.signals.map { number -> any DispatchSourceSignal in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { [self] in
                    isStopping.store(true, ordering: .sequentiallyConsistent)
                    for action in stopActions.reversed() { action() }
                    farewell()
                    _exit(128 + number)
                }
                source.resume()
                return source
            }
        }
    }

    /// Adds something to do on a signal; actions run last added first.
    func onStop(_ action: @escaping @Sendable () -> Void) {
        handlers.withLock { $0.actions.append(action) }
    }

    private var stopActions: [@Sendable () -> Void] {
        handlers.withLock { $0.actions }
    }

    /// Returns at once, unless a signal is being handled: then never (the process ends).
    func waitIfStopping() {
        guard isStopping.load(ordering: .sequentiallyConsistent) else { return }
        while true { pause() }
    }

    /// Stops catching: the signals have their default effect again (after a build, or for a `serve` that could not
    /// start). Waits, never to return, if a signal is being handled. Safe to call twice.
    func restore() {
        waitIfStopping()
        let wasCatching = handlers.withLock { handlers in
            for source in handlers.sources { source.cancel() }
            defer { handlers.sources = [] }
            return !handlers.sources.isEmpty
        }
        guard wasCatching else { return }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    /// Blocks the calling thread until a signal ends the process.
    func waitForSignal() -> Never {
        let never = DispatchSemaphore(value: 0)
        while true { never.wait() }
    }
}

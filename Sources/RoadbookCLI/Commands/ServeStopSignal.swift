import Dispatch
import Foundation

/// Catches SIGINT (Ctrl-C) and SIGTERM from its creation on and ends `serve` on either, whatever the server and a
/// rebuild are doing (a rebuild may be blocked, say on a FIFO): the stop actions run (stop serving, remove the
/// temporary build), and the process exits with the status a shell gives a process stopped by that signal
/// (130, 143). The signal is handled on its own thread, so nothing another thread does can hold it up.
///
/// A rebuild that sees its files vanish under it must not print those failures: it calls ``waitIfStopping()``
/// before printing, which never returns once a signal is being handled.
final class ServeStopSignal: @unchecked Sendable {
    private static let signals = [SIGINT, SIGTERM]
    /// An `NSLock`, not a `Mutex`: the signal handler takes it and never gives it back (the process ends), which a
    /// `Mutex`'s scoped `withLock` cannot do; so `@unchecked Sendable`, the other fields being guarded by `lock`.
    private let stopping = NSLock()
    private let lock = NSLock()
    private var actions: [@Sendable () -> Void] = []
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching the signals; `farewell` is printed once the stop actions have run.
    init(farewell: @escaping @Sendable () -> Void) {
        sources = Self.signals.map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: DispatchQueue(label: "roadbook.serve.signal"))
            source.setEventHandler { [self] in
                stopping.lock()  // never unlocked: the process ends here
                for action in stopActions.reversed() { action() }
                farewell()
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Adds something to do on a signal; actions run last added first.
    func onStop(_ action: @escaping @Sendable () -> Void) {
        lock.lock()
        actions.append(action)
        lock.unlock()
    }

    private var stopActions: [@Sendable () -> Void] {
        lock.lock()
        defer { lock.unlock() }
        return actions
    }

    /// Returns at once, unless a signal is being handled: then never (the process ends).
    func waitIfStopping() {
        stopping.lock()
        stopping.unlock()
    }

    /// Stops catching: the signals have their default effect again (for a `serve` that could not start). Safe to
    /// call twice.
    func restore() {
        lock.lock()
        let running = sources
        sources = []
        lock.unlock()
        guard !running.isEmpty else { return }
        for source in running { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    /// Blocks the calling thread until a signal ends the process.
    func waitForSignal() -> Never {
        let never = DispatchSemaphore(value: 0)
        while true { never.wait() }
    }
}

import Dispatch
import Foundation

/// Catches SIGINT (Ctrl-C) and SIGTERM from its creation on, as events instead of killing the process, so `serve`
/// can stop its server and remove its temporary build before it exits; `restore()` gives them back their default.
final class ServeStopSignal: @unchecked Sendable {
    private static let signals = [SIGINT, SIGTERM]
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching the signals.
    init() {
        let semaphore = self.semaphore
        sources = Self.signals.map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { semaphore.signal() }
            source.resume()
            return source
        }
    }

    /// Blocks until one of the signals has arrived (at once if one came already).
    func wait() {
        semaphore.wait()
    }

    /// Stops catching: the signals have their default effect again. Safe to call twice.
    func restore() {
        lock.lock()
        let running = sources
        sources = []
        lock.unlock()
        guard !running.isEmpty else { return }
        for source in running { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    deinit {
        restore()
    }
}

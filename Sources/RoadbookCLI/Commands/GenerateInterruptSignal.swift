import Dispatch
import Foundation
import RoadbookSite

/// While `generate` builds, catches SIGINT (Ctrl-C) and SIGTERM: the half-written staging folder is deleted and the
/// process ends with the status a shell gives a process stopped by that signal (130, 143). (Raising the signal
/// again would not do: libdispatch keeps it blocked.)
///
/// The build's own threads may fail on the folder being deleted; ``waitIfStopping()`` keeps them from printing
/// those failures or exiting before the process ends.
final class GenerateInterruptSignal: @unchecked Sendable {
    private static let signals = [SIGINT, SIGTERM]
    /// An `NSLock`, not a `Mutex`: the signal handler takes it and never gives it back (the process ends), which a
    /// `Mutex`'s scoped `withLock` cannot do. `@unchecked Sendable` for it and for `sources`, set once in `init`.
    private let stopping = NSLock()
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching the signals.
    init() {
        let stopping = self.stopping
        sources = Self.signals.map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                stopping.lock()  // never unlocked: the process ends here
                OutputLocation.removeUnfinishedStagingFolders()
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Returns at once, unless a signal is being handled: then never (the process ends).
    func waitIfStopping() {
        stopping.lock()
        stopping.unlock()
    }

    /// Stops catching: the signals have their default effect again.
    func restore() {
        waitIfStopping()
        for source in sources { source.cancel() }
        sources = []
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}

import Dispatch
import Foundation
import Parallelism
import RoadbookSite
import Synchronization

/// While `generate` builds, catches SIGINT (Ctrl-C) and SIGTERM: the half-written staging folder is deleted and the
/// process ends with the status a shell gives a process stopped by that signal (130, 143). (Raising the signal
/// again would not do: libdispatch keeps it blocked.)
///
/// The build's own threads may fail on the folder being deleted; ``waitIfStopping()`` keeps them from printing
/// those failures or exiting before the process ends.
final class GenerateInterruptSignal: Sendable {
    private static let signals = [SIGINT, SIGTERM]
    /// Set when a signal is being handled, and never cleared: the process ends.
    private let isStopping = Atomic(false)
    private let sources = Locked<[any DispatchSourceSignal]>([])

    /// Starts catching the signals.
    init() {
        sources.withLock {
            $0 = Self.signals.map { number -> any DispatchSourceSignal in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in
                    isStopping.store(true, ordering: .sequentiallyConsistent)
                    OutputLocation.removeUnfinishedStagingFolders()
                    _exit(128 + number)
                }
                source.resume()
                return source
            }
        }
    }

    /// Returns at once, unless a signal is being handled: then never (the process ends).
    func waitIfStopping() {
        guard isStopping.load(ordering: .sequentiallyConsistent) else { return }
        while true { pause() }
    }

    /// Stops catching: the signals have their default effect again.
    func restore() {
        waitIfStopping()
        sources.withLock { sources in
            for source in sources { source.cancel() }
            sources = []
        }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}

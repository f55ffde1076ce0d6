import Diagnostics
import Parallelism

/// The warnings `serve` has printed, so that a warning a rebuild repeats (say, no `baseURL` for the sitemap) is
/// printed once, not after every edit. A warning that goes away and comes back is not printed again.
final class ServeShownWarnings: Sendable {
    private let shown = Locked<Set<Diagnostic>>([])

    /// Whether `warning` is new; it counts as shown from now on.
    func isNew(_ warning: Diagnostic) -> Bool {
        shown.withLock { $0.insert(warning).inserted }
    }
}

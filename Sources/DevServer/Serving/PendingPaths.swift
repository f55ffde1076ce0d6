import Foundation
import Parallelism

/// The site paths a rebuild left for after its outcome is told (serve builds the edited page first and the lists,
/// the neighbours and the documents just after): a request for one of them waits until that work is done, so it
/// never gets the bytes of the build before, as if they were current. A page that is not pending is served at once.
///
/// Site paths are as ``RebuildOutcome`` names them: `locations/colosseum/` for a page, `trip.gpx` for a file.
package final class PendingPaths: Sendable {
    private let paths = Locked<Set<String>>([])
    /// How long a request waits at most: then it gets what the folder holds (the work is stuck or very long).
    let longestWait: Double

    /// Pending paths whose requests wait at most `longestWait` seconds.
    package init(longestWait: Double = 30) {
        self.longestWait = longestWait
    }

    /// From now on, requests for `pending` wait (until ``release()``).
    package func hold(_ pending: Set<String>) {
        paths.withLock { $0 = pending }
    }

    /// Nothing is pending any more.
    package func release() {
        paths.withLock { $0 = [] }
    }

    /// Whether `sitePath` is pending.
    package func contains(_ sitePath: String) -> Bool {
        paths.withLock { !$0.isEmpty && $0.contains(sitePath) }
    }

    /// Returns once the request `path` (the site's base path removed) is not pending, or after ``longestWait``.
    func waitWhilePending(_ path: RequestPath) {
        let sitePath = Self.sitePath(of: path)
        let deadline = Date().addingTimeInterval(longestWait)
        while contains(sitePath), Date() < deadline {
            usleep(2_000)
        }
    }

    /// The site path a request asks for: `/locations/colosseum/` and `/locations/colosseum/index.html` →
    /// `locations/colosseum/`, `/` → ``, `/trip.gpx` → `trip.gpx`.
    static func sitePath(of path: RequestPath) -> String {
        var segments = path.segments.map { String(decoding: $0, as: UTF8.self) }
        var folder = path.hasTrailingSlash
        if !folder, segments.last == "index.html" {
            segments.removeLast()
            folder = true
        }
        let joined = segments.joined(separator: "/")
        return folder && !joined.isEmpty ? joined + "/" : joined
    }
}

import Foundation

/// The number of files `serve` may have open: each connection is a socket, and each file being sent one more.
enum ServeFileLimit {
    /// The soft limit `serve` asks for (the usual default, 1,024, would allow only a few hundred connections).
    static let wanted: rlim_t = 8192

    /// Raises the process's soft `RLIMIT_NOFILE` to `wanted`, or to the hard limit when that is lower; never lowers it.
    static func raise() {
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < wanted else { return }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        _ = setrlimit(resource, &limit)
    }
}

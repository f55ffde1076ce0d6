import Foundation

/// The test process's own limit on open files, raised for tests that open many sockets (client and server ends
/// both count, since the server runs in the same process).
enum FileLimit {
    /// Raises the soft `RLIMIT_NOFILE` to at least `wanted` if the hard limit allows; returns whether it now does.
    static func raise(to wanted: Int) -> Bool {
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return false }
        if limit.rlim_cur >= rlim_t(wanted) { return true }
        guard limit.rlim_max >= rlim_t(wanted) else { return false }
        limit.rlim_cur = rlim_t(wanted)
        return setrlimit(resource, &limit) == 0
    }
}

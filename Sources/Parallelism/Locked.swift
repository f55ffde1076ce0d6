#if canImport(Glibc)
    import Glibc
#endif

/// A value that threads share, reached only through ``withLock(_:)`` — the project's one lock.
///
/// A POSIX mutex, not the standard library's `Synchronization.Mutex`: on Linux `Mutex` waits on a futex that
/// ThreadSanitizer does not see, so every access it protects was reported as a race (142 reports in one run of the
/// suite; four threads adding to a counter under a `Mutex` are reported too), which made `scripts/test-sanitizers`
/// useless for finding a real one. ThreadSanitizer intercepts `pthread_mutex_lock`, so what is locked here is seen as
/// ordered. Uncontended, locking costs about the same.
///
/// The value is kept in memory of its own, reached through a pointer: as a stored property, an empty value
/// (`Locked(())`, a lock that only orders its callers) was reported as a race in unoptimised builds, its zero-sized
/// access being instrumented as an 8-byte one.
// @unchecked: `value` is read and written only between `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    /// A lock around `value`.
    package init(_ value: sending Value) {
        self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with the value, holding the lock, and returns what it returns.
    package func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}

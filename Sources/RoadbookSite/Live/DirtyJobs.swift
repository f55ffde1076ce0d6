import Parallelism

/// The jobs whose inputs changed since they last ran: filled by Observation's change handlers (which may run on any
/// thread), emptied by the next build.
final class DirtyJobs: Sendable {
    private let jobs = Locked<Set<OutputJob>>([])

    /// Marks `job` dirty.
    func insert(_ job: OutputJob) {
        _ = jobs.withLock { $0.insert(job) }
    }

    /// The dirty jobs, which are clean from now on.
    func take() -> Set<OutputJob> {
        jobs.withLock { jobs in
            let taken = jobs
            jobs = []
            return taken
        }
    }
}

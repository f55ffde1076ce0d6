import Dispatch

/// The executor a check with external links runs on: a queue of its own, so that the check's many short steps (a
/// response arrived, a slot was freed) never wait in line behind long work on the shared task pool.
@available(macOS 15, *)
final class ExternalCheckExecutor: TaskExecutor, Sendable {
    private let queue = DispatchQueue(label: "roadbook.external-check")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

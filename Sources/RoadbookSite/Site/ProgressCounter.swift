import Parallelism

/// A thread-safe counter of finished pages that calls back every `step` pages, for a progress line.
final class ProgressCounter: Sendable {
    private let done = Locked(0)
    private let total: Int
    private let step: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.step = max(1, total / 100)
        self.report = report
    }

    func increment() {
        guard let report else { return }
        let current = done.withLock { count in
            count += 1
            return count
        }
        if current % step == 0 || current == total { report(current, total) }
    }
}

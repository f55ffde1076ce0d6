import Foundation

/// A thread-safe counter of finished pages that calls back every `step` pages, for a progress line.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
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
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current % step == 0 || current == total { report(current, total) }
    }
}

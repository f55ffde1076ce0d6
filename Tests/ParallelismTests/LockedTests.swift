import Dispatch
import Parallelism
import Testing

@Suite struct LockedTests {
    @Test func threadsAddingUnderTheLockLoseNoUpdate() {
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 80_000)
    }

    /// A lock of nothing orders its callers: what each writes inside it is never interleaved with another's.
    @Test func anEmptyLockRunsOneCallerAtATime() {
        let serial = Locked(())
        let inside = Locked(0)
        let overlaps = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                serial.withLock { _ in
                    let before = inside.withLock { value in
                        value += 1
                        return value - 1
                    }
                    if before != 0 { overlaps.withLock { $0 += 1 } }
                    inside.withLock { $0 -= 1 }
                }
            }
        }
        #expect(overlaps.withLock { $0 } == 0)
    }

    @Test func aThrownErrorLeavesTheLockFree() {
        struct Refusal: Error {}
        let value = Locked([1])
        #expect(throws: Refusal.self) { try value.withLock { (_: inout [Int]) throws(Refusal) in throw Refusal() } }
        let after = value.withLock { numbers in
            numbers.append(2)
            return numbers
        }
        #expect(after == [1, 2])
    }
}

/// A fixed number of result slots that parallel iterations fill, each its own index, without locks.
final class ConcurrentSlots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    /// `count` empty slots.
    init(count: Int) {
        buffer = .allocate(capacity: max(count, 1))
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    /// Stores `value` in slot `index`; each index is written by one iteration only.
    func set(_ index: Int, _ value: Value) {
        buffer[index] = value
    }

    /// The filled slots, in order (call after every iteration is done).
    func values(count: Int) -> [Value] {
        (0..<count).compactMap { buffer[$0] }
    }
}

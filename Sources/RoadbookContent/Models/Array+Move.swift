import Foundation

extension Array {
    /// Moves the elements at `source` so that they stand, in their original relative order, just before the
    /// element that was at `destination` (or at the end when `destination == count`).
    ///
    /// The semantics of SwiftUI's `move(fromOffsets:toOffset:)`, which Linux does not have: `destination`
    /// is an offset into the array *before* the move. Moving `[0]` of `[a, b, c]` to `2` gives `[b, a, c]`.
    /// Every offset must be in `0..<count` and `destination` in `0...count`.
    package mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition(destination >= 0 && destination <= count, "destination \(destination) out of 0...\(count)")
        precondition(source.allSatisfy { $0 >= 0 && $0 < count }, "source offsets out of 0..<\(count)")
        guard !source.isEmpty else { return }
        let moving = source.map { self[$0] }
        let insertion = destination - source.count(in: 0..<destination)
        remove(atOffsets: source)
        insert(contentsOf: moving, at: insertion)
    }

    /// Removes the elements at `offsets` (each in `0..<count`), keeping the order of the rest.
    package mutating func remove(atOffsets offsets: IndexSet) {
        precondition(offsets.allSatisfy { $0 >= 0 && $0 < count }, "offsets out of 0..<\(count)")
        for offset in offsets.reversed() {
            remove(at: offset)
        }
    }
}

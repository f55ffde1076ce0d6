/// The order of a list as the seed's pager walks it: each element's offset by key, and the elements before and
/// after one, wrapping around (``NeighbourOffsets``).
///
/// ``ListViewModel`` and ``PlacesViewModel`` each keep one, so their next and previous are one rule, and finding
/// an element costs the same for 10 elements as for 10,000.
package struct WrappingOrder: Sendable {
    /// How many elements the list has.
    package let count: Int
    private let offsets: [String: Int]

    /// The order of a list whose elements have `keys`, in list order; a key that comes twice stands for its first
    /// element.
    package init(keys: [String]) {
        var offsets: [String: Int] = [:]
        offsets.reserveCapacity(keys.count)
        for (offset, key) in keys.enumerated() where offsets[key] == nil {
            offsets[key] = offset
        }
        self.count = keys.count
        self.offsets = offsets
    }

    /// The offset of the element with `key`, if any.
    package func offset(of key: String) -> Int? {
        offsets[key]
    }

    /// The neighbours of the element at `offset` (in `0..<count`).
    package func neighbours(ofOffset offset: Int) -> NeighbourOffsets {
        precondition(offset >= 0 && offset < count, "offset \(offset) out of 0..<\(count)")
        return Self.neighbours(ofOffset: offset, count: count)
    }

    /// The neighbours of every element of a list of `count` elements, in list order: they depend on the count only.
    package static func allNeighbours(count: Int) -> [NeighbourOffsets] {
        (0..<count).map { neighbours(ofOffset: $0, count: count) }
    }

    private static func neighbours(ofOffset offset: Int, count: Int) -> NeighbourOffsets {
        NeighbourOffsets(previous: (offset + count - 1) % count, next: (offset + 1) % count)
    }

    /// The neighbours of every element, in list order (with one element, itself).
    package var allNeighbours: [NeighbourOffsets] {
        Self.allNeighbours(count: count)
    }

    /// The neighbours of the element with `key`; `nil` when there is none.
    package func neighbours(ofKey key: String) -> NeighbourOffsets? {
        offset(of: key).map(neighbours(ofOffset:))
    }
}

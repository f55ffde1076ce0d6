/// The offsets of the elements before and after one in a list that wraps around: the last one's next is the
/// first, as the seed's `nextButtonPressed` does, and with a single element both are that element.
package struct NeighbourOffsets: Hashable, Sendable {
    /// The offset of the element before (the last one's, for the first element).
    package let previous: Int
    /// The offset of the element after (the first one's, for the last element).
    package let next: Int

    /// The neighbours at `previous` and `next`.
    package init(previous: Int, next: Int) {
        self.previous = previous
        self.next = next
    }
}

/// Whether two lists hold the same elements, perhaps in another order, compared the cheap way for the lists of a live
/// edit: a date or a weight moves one place, so the lists of places and pages differ only in a run between a common
/// start and a common end. Only that run is hashed (a few dozen elements), not 10,000 on each side.
enum Reordering {
    /// Whether `a` and `b` hold the same elements as sets, their keys given by `key`; in the same order or not.
    static func sameElements<Element, Key: Hashable>(_ a: [Element], _ b: [Element], by key: (Element) -> Key) -> Bool {
        guard a.count == b.count else { return false }
        var start = 0
        while start < a.count, key(a[start]) == key(b[start]) { start += 1 }
        guard start < a.count else { return true }
        var end = a.count
        while end > start, key(a[end - 1]) == key(b[end - 1]) { end -= 1 }
        return Set(a[start..<end].map(key)) == Set(b[start..<end].map(key))
    }

    /// Whether `a` and `b` hold the same elements as sets, in the same order or not.
    static func sameElements<Element: Hashable>(_ a: [Element], _ b: [Element]) -> Bool {
        sameElements(a, b) { $0 }
    }
}

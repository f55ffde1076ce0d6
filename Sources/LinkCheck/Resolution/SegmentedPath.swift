/// A path being resolved, as bytes: segments pushed one by one, with `.` and `..` applied as they come (the
/// way RFC 3986 removes dot segments), and whether it ends as a directory.
struct SegmentedPath {
    /// The segments, each after a `/` (`/a/b`).
    private var bytes: [UInt8] = []
    /// Where each segment's `/` is in `bytes`.
    private var starts: [Int] = []
    /// Whether the last segment pushed made the path a directory (`a/`, `a/.`, `a/..`).
    private(set) var isDirectory = false

    init() {
        bytes.reserveCapacity(64)
    }

    /// Pushes one decoded segment; `false` when a `..` climbs above the root.
    mutating func push(_ segment: some Collection<UInt8>, isLast: Bool) -> Bool {
        isDirectory = false
        if segment.isEmpty || segment.elementsEqual(CollectionOfOne(UInt8(ascii: "."))) {
            if isLast { isDirectory = true }
            return true
        }
        if segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
            guard let last = starts.popLast() else { return false }
            bytes.removeSubrange(last...)
            if isLast { isDirectory = true }
            return true
        }
        starts.append(bytes.count)
        bytes.append(UInt8(ascii: "/"))
        bytes.append(contentsOf: segment)
        return true
    }

    /// Whether the first segments are `prefix`'s, byte for byte.
    func starts(with prefix: [String]) -> Bool {
        guard starts.count >= prefix.count else { return false }
        for (index, expected) in prefix.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            guard bytes[(starts[index] + 1)..<end].elementsEqual(expected.utf8) else { return false }
        }
        return true
    }

    /// The path without its first `count` segments, `/`-separated, without a leading slash.
    func text(droppingFirst count: Int) -> String {
        guard count < starts.count else { return "" }
        return String(decoding: bytes[(starts[count] + 1)...], as: UTF8.self)
    }
}

/// Finds the closest known name to a misspelt one, for "did you mean …?" hints.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance (ignoring case), if it is close enough to be a likely typo.
    ///
    /// Close enough: at most a third of the longer name's length in edits (at least 1, at most 3), or the same
    /// letters in another case.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            let limit = min(3, max(1, max(lowered.count, candidate.count) / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// "; did you mean 'x'?" or the empty string, ready to append to a message.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        didYouMean(nearest(to: name, in: candidates))
    }

    /// "; did you mean 'x'?" for a suggestion found before (``nearest(to:in:)``), or the empty string for none.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

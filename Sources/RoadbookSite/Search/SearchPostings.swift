/// How a term's list of documents is written in a shard: each document as the distance from the one before
/// (the first from -1… that is, its number plus one), doubled, plus 1 when the term is in the document's names;
/// in base 36, separated by commas. `search.js` reads it back.
enum SearchPostings {
    /// One document a term is in.
    struct Entry: Equatable, Sendable {
        let document: Int
        let inNames: Bool
    }

    /// `entries` (documents in ascending order, each once) written.
    static func encoded(_ entries: [Entry]) -> String {
        var previous = -1
        var parts: [String] = []
        parts.reserveCapacity(entries.count)
        for entry in entries {
            let gap = entry.document - previous
            previous = entry.document
            parts.append(String(gap * 2 + (entry.inNames ? 1 : 0), radix: 36))
        }
        return parts.joined(separator: ",")
    }

    /// `text` read back (the tests' and any reader's inverse of ``encoded(_:)``); nil when it is not one.
    static func decoded(_ text: String) -> [Entry]? {
        guard !text.isEmpty else { return [] }
        var previous = -1
        var entries: [Entry] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Int(part, radix: 36), value >= 2 else { return nil }
            previous += value / 2
            entries.append(Entry(document: previous, inNames: value % 2 == 1))
        }
        return entries
    }
}

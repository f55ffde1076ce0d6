/// How a term's list of documents is written in a shard: each document as the distance from the one before
/// (the first from -1… that is, its number plus one), doubled, plus 1 when the term is in the document's names;
/// in base 36, separated by commas. `search.js` reads it back.
enum SearchPostings {
    /// One document a term is in, in four bytes (an index of 10,000 places holds about two million).
    struct Entry: Equatable, Sendable {
        /// The document's number, shifted left once, and 1 when the term is in the document's names.
        private let bits: UInt32

        /// The document's number.
        var document: Int { Int(bits >> 1) }
        /// Whether the term is in the document's names.
        var inNames: Bool { bits & 1 == 1 }

        init(document: Int, inNames: Bool) {
            bits = UInt32(truncatingIfNeeded: document) << 1 | (inNames ? 1 : 0)
        }
    }

    /// `entries` (documents in ascending order, each once) written, digit by digit into one buffer.
    static func encoded(_ entries: [Entry]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 3)
        var previous = -1
        for entry in entries {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
            var value = (entry.document - previous) * 2 + (entry.inNames ? 1 : 0)
            previous = entry.document
            let start = bytes.count
            repeat {
                let digit = UInt8(value % 36)
                bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                value /= 36
            } while value > 0
            bytes[start...].reverse()
        }
        return String(decoding: bytes, as: UTF8.self)
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

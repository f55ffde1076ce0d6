#if canImport(Glibc)
import Glibc
#endif

/// The terms of some documents, each kept once, numbered in the order first met, with the documents each is in.
///
/// A term is looked up by its UTF-8 bytes in a table of its own (open addressing, FNV-1a hashes), so a word met
/// again (most words are) costs a hash of a few bytes and no string: a dictionary keyed by strings, a string made
/// for each of a 10,000-place build's four million words, was a tenth of the build.
struct SearchTermTable {
    /// For each slot, the number of the term there plus one; 0 when the slot is empty. The count is a power of two.
    private var slots: [Int32]
    /// Each term's hash, by number.
    private var hashes: [UInt64] = []
    /// Where each term's bytes start in ``bytes``, by number, and the end of the last.
    private var starts: [Int] = [0]
    /// The terms' bytes, one after another.
    private var bytes: [UInt8] = []
    /// The documents each term is in, by number: ascending, each once.
    private(set) var postings: [[SearchPostings.Entry]] = []

    /// An empty table.
    init() {
        slots = [Int32](repeating: 0, count: 1024)
    }

    /// How many terms there are.
    var count: Int { postings.count }

    /// Term `number`'s text.
    func term(_ number: Int) -> String {
        String(decoding: bytes[starts[number]..<starts[number + 1]], as: UTF8.self)
    }

    /// Notes that `word` is in `document` (in its names when `inNames`); the documents come in ascending order.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, document: Int, inNames: Bool) {
        let entry = SearchPostings.Entry(document: document, inNames: inNames)
        let number = self.number(of: word)
        if let last = postings[number].last, last.document == document {
            if inNames, !last.inNames { postings[number][postings[number].endIndex - 1] = entry }
        } else {
            postings[number].append(entry)
        }
    }

    /// The number of `word`, added as a new term when it is not there yet.
    private mutating func number(of word: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if hashes[number] == hash, matches(number, word) { return number }
            slot = (slot + 1) & mask
        }
        let number = postings.count
        slots[slot] = Int32(number + 1)
        hashes.append(hash)
        bytes.append(contentsOf: word)
        starts.append(bytes.count)
        postings.append([])
        if postings.count * 2 > slots.count { grow() }
        return number
    }

    /// Whether term `number` is `word` (compared with `memcmp`, not byte by byte through the array's checks).
    private func matches(_ number: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == word.count else { return false }
        guard !word.isEmpty, let wordStart = word.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, wordStart, word.count) == 0 }
    }

    /// Doubles the slots and puts every term back.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    /// The 64-bit FNV-1a hash of `word`.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}

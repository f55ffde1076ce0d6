import Foundation

/// How the search compares words: the one rule the index (here) and the query (the theme's `search.js`, which
/// repeats it step for step) both apply, so that what a visitor types finds what the site holds.
///
/// 1. Canonical decomposition (NFD): `é` is `e` and an acute accent, `İ` is `I` and a dot above, `ё` is `е` and
///    a diaeresis.
/// 2. Apostrophes of every kind are dropped: Uzbek `oʻ` (U+02BB), `o‘`, `o’` and `o'` all read `o`.
/// 3. The combining marks of the Latin, Greek and Cyrillic accents (U+0300–U+036F) are dropped — except the
///    breve on a Cyrillic letter, so Russian `й` stays apart from `и` while `ё` reads `е`.
/// 4. Each remaining scalar is lower-cased on its own (Unicode's full mapping, no context), then the letters that
///    have no decomposition are spelled plainly: dotless `ı` is `i` (so `İ`, `I`, `ı` and `i` all meet),
///    Azerbaijani `ə` is `e`, German `ß` is `ss`, `ø` is `o`, `æ` is `ae`, final `ς` is `σ`…
/// 5. Canonical composition (NFC) of the result.
enum SearchFolding {
    /// The longest word indexed, in scalars; longer runs (hashes, addresses) are left out.
    static let longestTerm = 40
    /// The shortest word indexed, in scalars.
    static let shortestTerm = 2

    /// The apostrophes dropped (step 2): `'` `` ` `` `´` `‘` `’` `ʹ` `ʻ` `ʼ` `ʽ`.
    static let apostrophes: Set<UInt32> = [0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x2B9, 0x2BB, 0x2BC, 0x2BD]
    /// The letters spelled plainly after lower-casing (step 4).
    static let plainSpellings: [UInt32: String] = [
        0x131: "i", 0x259: "e", 0xDF: "ss", 0xF8: "o", 0xE6: "ae", 0x153: "oe", 0x111: "d", 0x142: "l", 0x127: "h",
        0xFE: "th", 0xF0: "d", 0x3C2: "σ",
    ]

    /// `text` folded (all five steps).
    static func fold(_ text: String) -> String {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let decomposed = isASCII ? text : text.decomposedStringWithCanonicalMapping
        var folded = String.UnicodeScalarView()
        var afterCyrillic = false
        for scalar in decomposed.unicodeScalars {
            let value = scalar.value
            if apostrophes.contains(value) { continue }
            if (0x300...0x36F).contains(value) {
                if value == 0x306, afterCyrillic { folded.append(scalar) }
                continue
            }
            afterCyrillic = (0x400...0x4FF).contains(value)
            if value < 0x80 {
                folded.append((0x41...0x5A).contains(value) ? Unicode.Scalar(value + 0x20)! : scalar)
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if let plain = plainSpellings[lower.value] {
                    folded.append(contentsOf: plain.unicodeScalars)
                } else {
                    folded.append(lower)
                }
            }
        }
        let result = String(folded)
        return isASCII ? result : result.precomposedStringWithCanonicalMapping
    }

    /// The words of `text`, folded: the runs of letters, marks and digits, between ``shortestTerm`` and
    /// ``longestTerm`` scalars long, in order (repeats kept).
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    /// Calls `body` with the UTF-8 bytes of each word of `text` (``terms(in:)``), in order, without making a string
    /// of it: the index looks most words up by their bytes.
    ///
    /// The text is cut into runs of word scalars and apostrophes first (where folding keeps the words' limits), and
    /// only a run with a scalar beyond ASCII is folded by ``fold(_:)``: an ASCII run needs only lower case and its
    /// apostrophes dropped. Folding every description whole (its dashes and quotes make it non-ASCII) was half of
    /// a 10,000-place build.
    static func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachTerm(inUTF8: $0, body) }
    }

    /// What a byte is to a word, by its value (``byteClasses``).
    private enum ByteClass {
        /// Not part of a word: it ends the run before it.
        static let separator: UInt8 = 0
        /// A lower-case letter or a digit: part of a word as it stands.
        static let plain: UInt8 = 1
        /// An upper-case letter or an apostrophe: part of the run, changed (lower-cased or dropped) in the word.
        static let changed: UInt8 = 2
        /// A byte of a scalar beyond ASCII, decoded to know what it is.
        static let beyondASCII: UInt8 = 3
    }

    /// The ``ByteClass`` of each byte: one load a byte where four comparisons were.
    private static let byteClasses: [UInt8] = (0..<256).map { byte in
        if byte >= 0x80 { return ByteClass.beyondASCII }
        if (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) { return ByteClass.plain }
        if (0x41...0x5A).contains(byte) || byte == 0x27 || byte == 0x60 { return ByteClass.changed }
        return ByteClass.separator
    }

    /// ``forEachTerm(in:_:)`` of the valid UTF-8 `bytes`, read byte by byte: a run is a range of `bytes`, copied only
    /// into the word buffer (reading the text scalar by scalar into a run was a twentieth of a 10,000-place build).
    private static func forEachTerm(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        byteClasses.withUnsafeBufferPointer { classes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestTerm) { word in
                forEachTerm(inUTF8: bytes, classes: classes, word: word, body)
            }
        }
    }

    /// ``forEachTerm(inUTF8:_:)`` with the table of ``byteClasses`` at hand and `word` (``longestTerm`` bytes) for the
    /// words that are not as they stand in the text.
    private static func forEachTerm(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, word: UnsafeMutableBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var runStart = -1
        var runIsASCII = true
        // Whether the ASCII run has an upper-case letter or an apostrophe; most words have neither and are handed on
        // as they stand in the text, with no copy.
        var runChanges = false
        func endRun(at end: Int) {
            guard runStart >= 0 else { return }
            defer {
                runStart = -1
                runIsASCII = true
                runChanges = false
            }
            let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
            guard runIsASCII else {
                forEachWord(of: fold(String(decoding: run, as: UTF8.self)), body)
                return
            }
            guard runChanges else {
                if run.count >= shortestTerm, run.count <= longestTerm { body(run) }
                return
            }
            var length = 0
            for byte in run where byte != 0x27 && byte != 0x60 {
                if length < longestTerm { word[length] = byte &- 0x41 < 26 ? byte + 0x20 : byte }
                length += 1
            }
            if length >= shortestTerm, length <= longestTerm { body(UnsafeBufferPointer(rebasing: word[..<length])) }
        }
        var index = 0
        while index < bytes.count {
            let kind = classes[Int(bytes[index])]
            if kind == ByteClass.separator {
                endRun(at: index)
                index += 1
                continue
            }
            if kind != ByteClass.beyondASCII {
                if runStart < 0 { runStart = index }
                if kind == ByteClass.changed { runChanges = true }
                index += 1
                // The plain letters after it (most of a word), with nothing else to note.
                while index < bytes.count, classes[Int(bytes[index])] == ByteClass.plain { index += 1 }
                continue
            }
            let (scalar, length) = decodeScalar(bytes, at: index)
            if isWordScalar(scalar) || apostrophes.contains(scalar.value) {
                if runStart < 0 { runStart = index }
                runIsASCII = false
            } else {
                endRun(at: index)
            }
            index += length
        }
        endRun(at: bytes.count)
    }

    /// The scalar of valid UTF-8 `bytes` that starts at `index` (a byte of 0x80 or more), and its length in bytes.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return ("\u{FFFD}", bytes.count - index) }
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Calls `body` with the UTF-8 bytes of each word of folded `text` (runs of word scalars of an allowed length).
    private static func forEachWord(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var word = String.UnicodeScalarView()
        var length = 0
        func endWord() {
            if length >= shortestTerm, length <= longestTerm {
                var text = String(word)
                text.withUTF8(body)
            }
            word.removeAll(keepingCapacity: true)
            length = 0
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                word.append(scalar)
                length += 1
            } else {
                endWord()
            }
        }
        endWord()
    }

    /// Whether `scalar` is part of a word: a letter, a mark or a digit (the script's `[\p{L}\p{M}\p{N}]`).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

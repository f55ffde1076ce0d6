/// The words a reader sees in HTML the renderer wrote, read from the HTML itself: the text between the tags,
/// entities decoded, a space for each tag that starts or ends a block (or a footnote mark) and nothing for the
/// others, so `un<em>usual</em>` stays one word. What a tag holds in its attributes (an image's alternative text, a
/// link's label) is not text.
///
/// Reading the text from the parsed tree asked cmark-gfm for every text node's literal, which it copies into a new
/// allocation each time: a twentieth of a 10,000-place build. The HTML is there anyway.
enum RenderedText {
    /// The text of `html`.
    static func plainText(ofHTML html: String) -> String {
        var html = html
        return String(decoding: html.withUTF8(plainTextUTF8(ofHTML:)), as: UTF8.self)
    }

    /// The UTF-8 of the text of the HTML `bytes` (``plainText(ofHTML:)``), for a caller that reads it on as bytes.
    static func plainTextUTF8(ofHTML bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { text, count in count = plainTextUTF8(ofHTML: bytes, into: text) }
    }

    /// Writes the UTF-8 of the text of the HTML `bytes` to the start of `text`, which has room for `bytes.count`
    /// bytes (the text is never longer than its HTML: an entity is longer than its character, a tag that separates
    /// words longer than its space), and returns how many it wrote. Byte by byte into the caller's buffer: the text
    /// appended to an array a run at a time was a fortieth of a 2,000-place build.
    static func plainTextUTF8(ofHTML bytes: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let out = text.baseAddress, text.count >= bytes.count else { return 0 }
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                out[count] = byte
                count += 1
                index += 1
            } else if byte == UInt8(ascii: "<") {
                if separatesWords(bytes, tagAt: index) {
                    out[count] = UInt8(ascii: " ")
                    count += 1
                }
                index = tagEnd(bytes, from: index)
            } else if let (decoded, end) = entity(bytes, at: index) {
                for unit in decoded.utf8 {
                    out[count] = unit
                    count += 1
                }
                index = end
            } else {
                out[count] = UInt8(ascii: "&")
                count += 1
                index += 1
            }
        }
        return count
    }

    /// Writes the text of the HTML `bytes` as one line to the start of `text` (room for `bytes.count` bytes) and
    /// returns how many bytes it wrote: each run of white space (``WhiteSpace``: in the HTML's text, a decoded
    /// entity's, or where a tag separates words) one space, none at either end — the text of
    /// ``plainTextUTF8(ofHTML:into:)`` with its white space tidied, in the same pass (a second pass over the text
    /// to tidy it cost two thirds as much as making it).
    static func tidyTextUTF8(ofHTML bytes: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let out = text.baseAddress, text.count >= bytes.count else { return 0 }
        var count = 0
        // Whether white space came since the last byte written: a space before the next, unless it is the first.
        var pendingSpace = false
        @inline(__always) func put(_ byte: UInt8) {
            if pendingSpace {
                if count > 0 {
                    out[count] = UInt8(ascii: " ")
                    count += 1
                }
                pendingSpace = false
            }
            out[count] = byte
            count += 1
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Printable ASCII but a tag's or an entity's start: most of a text, written as it is.
            if byte &- 0x21 < 0x5E, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                guard index + 8 <= bytes.count else {
                    put(byte)
                    index += 1
                    continue
                }
                // Eight bytes at once, of which the plain ones up to the first that is not (at least this one) count:
                // what follows them is written again in its place.
                put(byte)
                let chunk = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                let run = plainRunLength(chunk)
                UnsafeMutableRawPointer(out + count - 1).storeBytes(of: chunk, as: UInt64.self)
                count += run - 1
                index += run
            } else if byte == UInt8(ascii: "<") {
                if separatesWords(bytes, tagAt: index) { pendingSpace = true }
                index = tagEnd(bytes, from: index)
            } else if byte == UInt8(ascii: "&") {
                if let (decoded, end) = entity(bytes, at: index) {
                    if WhiteSpace.contains(decoded.value) { pendingSpace = true } else { for unit in decoded.utf8 { put(unit) } }
                    index = end
                } else {
                    put(byte)
                    index += 1
                }
            } else if case let width = WhiteSpace.width(bytes, at: index), width > 0 {
                pendingSpace = true
                index += width
            } else {
                put(byte)
                index += 1
            }
        }
        return count
    }

    /// How many of the eight bytes of `chunk` (little-endian: the first in the low bits) are plain text, from the
    /// first up to the first that is not: printable ASCII or DEL (0x21–0x7F) but `<` and `&`. Each test marks the
    /// high bit of every byte it holds for, exactly (no carry from one byte to the next).
    @inline(__always)
    private static func plainRunLength(_ chunk: UInt64) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // A byte of zero's high bit, in each byte of `word` that is zero.
        func zeroBytes(_ word: UInt64) -> UInt64 { ~(((word & lowBits) &+ lowBits) | word | lowBits) }
        let beyondASCII = chunk & highBits
        let belowBang = ~((chunk & lowBits) &+ 0x5F5F_5F5F_5F5F_5F5F) & highBits
        let lessThan = zeroBytes(chunk ^ 0x3C3C_3C3C_3C3C_3C3C)
        let ampersand = zeroBytes(chunk ^ 0x2626_2626_2626_2626)
        let notPlain = beyondASCII | belowBang | lessThan | ampersand
        return notPlain == 0 ? 8 : notPlain.trailingZeroBitCount / 8
    }

    /// The bytes ``mayHoldAutolinkMarks(_:)`` stops at (a tag's `<` and the marks' `@ . :` and the ellipsis' first
    /// byte), looked up once per byte.
    private static let autolinkScanMarks: [Bool] = {
        var marks = [Bool](repeating: false, count: 256)
        for byte in [UInt8(ascii: "<"), UInt8(ascii: "@"), UInt8(ascii: "."), UInt8(ascii: ":"), 0xE2] { marks[Int(byte)] = true }
        return marks
    }()

    /// Whether the text of `html` (outside its tags) has an autolink's marks (``MarkdownSyntaxHints``): `@`,
    /// `://`, `www.`, `mailto:`, `xmpp:`, any case (and `www…`, the `www...` that smart punctuation changed after
    /// the autolink extension would have linked its `www`). Read from the HTML as it is, with no text made: none of
    /// these characters is ever written as an entity, and none of them starts or ends emphasis or code, so an
    /// autolink's marks are never cut by a tag.
    static func mayHoldAutolinkMarks(_ html: String) -> Bool {
        var html = html
        // Read through a pointer, with no bounds check of the table at every byte.
        return autolinkScanMarks.withUnsafeBufferPointer { marks in html.withUTF8 { bytes in
            var index = 0
            var textStart = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard marks[Int(byte)] else {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "<") {
                    index = tagEnd(bytes, from: index)
                    textStart = index
                    continue
                }
                if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == 0xE2,
                    MarkdownSyntaxHints.isAutolinkMark(bytes, at: index, textStart: textStart)
                {
                    return true
                }
                index += 1
            }
            return false
        } }
    }

    /// The tags a word does not run across: blocks, line breaks, cells, and the footnote marks (`<sup>`), each name
    /// packed into a number (``packedLetter(_:)``), sorted for a binary search.
    private static let separatingTags: [UInt64] = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "hr", "br", "table", "thead",
        "tbody", "tr", "td", "th", "section", "figure", "figcaption", "picture", "img", "input", "sup", "dl", "dt", "dd",
    ].map { name in name.utf8.reduce(0) { $0 << 6 | packedLetter($1) } }.sorted()

    /// A tag name's letter or digit in six bits, never 0 (so the length of a name is in its number): `a`–`z` in
    /// either case 1–26, `0`–`9` 27–36; 0 for any other byte, which ends a name.
    @inline(__always)
    private static func packedLetter(_ byte: UInt8) -> UInt64 {
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        if letter < 26 { return UInt64(letter) + 1 }
        let digit = byte &- UInt8(ascii: "0")
        return digit < 10 ? UInt64(digit) + 27 : 0
    }

    /// Where the tag starting at `start` ends (after its `>`), quotes respected; the end of `bytes` when it does not.
    private static func tagEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var quote: UInt8?
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    /// Whether the tag at `start` (`<p>`, `</td>`, `<br />`) is one of ``separatingTags``: its name (at most ten
    /// letters and digits) packed as they are, and looked for by halves (comparing the name with each of the
    /// tags' names was a hundredth of a build).
    private static func separatesWords(_ bytes: UnsafeBufferPointer<UInt8>, tagAt start: Int) -> Bool {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        var name: UInt64 = 0
        while index < bytes.count {
            let letter = packedLetter(bytes[index])
            guard letter != 0 else { break }
            // Longer than any tag's name ("blockquote", "figcaption"): none of them.
            guard index - nameStart < 10 else { return false }
            name = name << 6 | letter
            index += 1
        }
        guard name != 0 else { return false }
        return separatingTags.withUnsafeBufferPointer { names in
            var low = 0
            var high = names.count
            while low < high {
                let middle = (low + high) / 2
                if names[middle] < name { low = middle + 1 } else { high = middle }
            }
            return low < names.count && names[low] == name
        }
    }

    /// The character of the entity at `start` (`&amp;`, `&#39;`, `&#x1F600;`) and where it ends; nil when it is not
    /// one the renderer writes (then the `&` is text).
    private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
        var end = start + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        case "nbsp": scalar = "\u{A0}"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        return scalar.map { ($0, end + 1) }
    }
}

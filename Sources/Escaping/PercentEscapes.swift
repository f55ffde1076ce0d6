/// Percent-encoding of URL paths and fragments (RFC 3986), in two strengths:
/// - strict (``strictlyDecoded(_:)``, for a server reading a request): `%XX` becomes its byte and a `%` not
///   followed by two hex digits makes the whole path malformed;
/// - lenient (``decoded(_:)``, for a checker reading links someone wrote): a broken escape stays as it is.
///
/// Either way `+` stays `+` (a path is not a form), and the result is bytes: what they mean (UTF-8, separators,
/// `..`) is for the caller to decide after decoding, so an escape cannot smuggle anything past a check made on
/// the encoded form.
package enum PercentEscapes {
    /// The bytes `encoded` stands for; nil when an escape is broken.
    @inlinable
    package static func strictlyDecoded(_ encoded: some Collection<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var iterator = encoded.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// The bytes of `encoded` with its escapes decoded; a `%` not followed by two hex digits stays as it is.
    @inlinable
    package static func decoded<Bytes: Collection<UInt8>>(_ encoded: Bytes) -> [UInt8] {
        guard encoded.contains(UInt8(ascii: "%")) else { return Array(encoded) }
        var output: [UInt8] = []
        output.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index != encoded.endIndex {
            let byte = encoded[index]
            if byte == UInt8(ascii: "%"), let escape = escapedByte(after: index, in: encoded) {
                output.append(escape.byte)
                index = escape.next
            } else {
                output.append(byte)
                encoded.formIndex(after: &index)
            }
        }
        return output
    }

    /// `text` with its escapes decoded leniently (as the bytes version does), the bytes read as UTF-8.
    package static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return String(decoding: decoded(text.utf8), as: UTF8.self)
    }

    /// `bytes` with every byte outside `A–Z a–z 0–9 - . _ ~` written as `%XX` (upper-case hex).
    package static func encoded(_ bytes: [UInt8]) -> String {
        var result = ""
        result.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// The byte of the escape whose `%` is at `percent`, and the index after it; nil when two hex digits do
    /// not follow.
    @inlinable
    static func escapedByte<Bytes: Collection<UInt8>>(after percent: Bytes.Index, in bytes: Bytes)
        -> (byte: UInt8, next: Bytes.Index)?
    {
        let first = bytes.index(after: percent)
        guard first != bytes.endIndex, let high = hexValue(bytes[first]) else { return nil }
        let second = bytes.index(after: first)
        guard second != bytes.endIndex, let low = hexValue(bytes[second]) else { return nil }
        return (high << 4 | low, bytes.index(after: second))
    }

    @inlinable
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

import Foundation

/// The numbers of a GPX file (`lat`, `lon`, `<ele>`), read from their bytes as `strtod` reads them, spaces around
/// allowed. A plain decimal of at most 15 digits and 22 decimals (every coordinate and elevation a device writes)
/// is read without a C call or a copy: its digits as an integer divided by a power of ten, both exact, is the
/// correctly rounded value `strtod` gives. Anything else (an exponent, `NaN`, more digits) goes to `strtod`.
enum GPXNumber {
    /// The number `bytes` hold; `nil` when they hold anything else.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        while start < bytes.count, isLeadingSpace(bytes[start]) { start += 1 }
        var end = bytes.count
        while end > start, isTrailingSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var inFraction = false
        while index < end {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if inFraction { decimals += 1 }
            } else if byte == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else {
                break
            }
            index += 1
        }
        guard index == end, digits > 0, digits <= 15, decimals < powersOfTen.count else { return parsed(bytes) }
        let magnitude = Double(mantissa) / powersOfTen[decimals]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10²², each exact as a Double.
    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// `bytes` read by `strtod`, which must read them all but trailing spaces.
    private static func parsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var text = Array(bytes)
        text.append(0)
        return text.withUnsafeBufferPointer { buffer -> Double? in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start -> Double? in
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(start, &end)
                guard let stop = end, UnsafePointer(stop) != start else { return nil }
                var cursor = UnsafePointer(stop)
                while isTrailingSpace(UInt8(bitPattern: cursor.pointee)) { cursor += 1 }
                return cursor.pointee == 0 ? value : nil
            }
        }
    }

    /// The spaces `strtod` skips before a number.
    private static func isLeadingSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The spaces allowed after a number: space, tab, line feed, carriage return.
    private static func isTrailingSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

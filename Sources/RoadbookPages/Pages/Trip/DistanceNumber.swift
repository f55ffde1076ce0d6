import RoadbookContent

/// A distance's number as ``NumberFormat`` writes it, for the numbers legs and days have, written from its digits'
/// UTF-8 with the language's separators (``NumberFormat`` groups a number's digits as `Character`s, joining a string
/// for each: 3,000 instructions a leg).
enum DistanceNumber {
    /// `value` as `format.string(from: value)` writes it: its digits and separators written back to front into a
    /// buffer on the stack (the digits as a `String`, grouped into an array and decoded again: 1,600 instructions a
    /// leg).
    static func whole(_ value: Int, format: NumberFormat) -> String {
        guard value >= 1000 else { return value >= 0 ? String(value) : format.string(from: value) }
        var separator = format.groupSeparator
        return separator.withUTF8 { separator in
            // At most 19 digits, so at most 6 separators.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 19 + 6 * separator.count) { buffer in
                let base = buffer.baseAddress!
                var cursor = buffer.count
                var rest = value
                var digits = 0
                while rest > 0 {
                    if digits > 0, digits % 3 == 0, let separatorBase = separator.baseAddress {
                        cursor -= separator.count
                        (base + cursor).update(from: separatorBase, count: separator.count)
                    }
                    cursor -= 1
                    base[cursor] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    digits += 1
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[cursor...]), as: UTF8.self)
            }
        }
    }

    /// `value` rounded to at most one decimal, as `format.string(from: value, maximumFractionDigits: 1)` writes it.
    static func tenths(_ value: Double, format: NumberFormat) -> String {
        guard value >= 0, value < 999 else { return format.string(from: value, maximumFractionDigits: 1) }
        let units = Int((value * 10).rounded())
        let (whole, tenth) = units.quotientAndRemainder(dividingBy: 10)
        return tenth == 0 ? String(whole) : String(whole) + format.decimalSeparator + String(tenth)
    }
}

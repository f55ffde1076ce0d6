import RoadbookContent

/// A distance's number as ``NumberFormat`` writes it, for the numbers legs and days have, written from its digits'
/// UTF-8 with the language's separators (``NumberFormat`` groups a number's digits as `Character`s, joining a string
/// for each: 3,000 instructions a leg).
enum DistanceNumber {
    /// `value` as `format.string(from: value)` writes it.
    static func whole(_ value: Int, format: NumberFormat) -> String {
        guard value >= 1000 else { return value >= 0 ? String(value) : format.string(from: value) }
        let digits = String(value).utf8
        let count = digits.count
        var grouped: [UInt8] = []
        grouped.reserveCapacity(count + count / 3 * format.groupSeparator.utf8.count)
        for (index, digit) in digits.enumerated() {
            if index > 0, (count - index) % 3 == 0 { grouped.append(contentsOf: format.groupSeparator.utf8) }
            grouped.append(digit)
        }
        return String(decoding: grouped, as: UTF8.self)
    }

    /// `value` rounded to at most one decimal, as `format.string(from: value, maximumFractionDigits: 1)` writes it.
    static func tenths(_ value: Double, format: NumberFormat) -> String {
        guard value >= 0, value < 999 else { return format.string(from: value, maximumFractionDigits: 1) }
        let units = Int((value * 10).rounded())
        let (whole, tenth) = units.quotientAndRemainder(dividingBy: 10)
        return tenth == 0 ? String(whole) : String(whole) + format.decimalSeparator + String(tenth)
    }
}

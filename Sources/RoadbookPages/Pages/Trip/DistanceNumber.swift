import RoadbookContent

/// A distance's number as ``NumberFormat`` writes it, for the numbers legs and days have: under 1,000 a number has
/// no group separator, so its digits are written as they are and only the decimal separator comes from the language
/// (``NumberFormat`` splits and joins strings for each: 3,000 instructions a leg).
enum DistanceNumber {
    /// `value` as `format.string(from: value)` writes it.
    static func whole(_ value: Int, format: NumberFormat) -> String {
        (0..<1000).contains(value) ? String(value) : format.string(from: value)
    }

    /// `value` rounded to at most one decimal, as `format.string(from: value, maximumFractionDigits: 1)` writes it.
    static func tenths(_ value: Double, format: NumberFormat) -> String {
        guard value >= 0, value < 999 else { return format.string(from: value, maximumFractionDigits: 1) }
        let units = Int((value * 10).rounded())
        let (whole, tenth) = units.quotientAndRemainder(dividingBy: 10)
        return tenth == 0 ? String(whole) : String(whole) + format.decimalSeparator + String(tenth)
    }
}

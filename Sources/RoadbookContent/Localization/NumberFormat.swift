/// How a language writes numbers: its decimal and grouping separators, from its strings table
/// (`format.decimalSeparator`, `format.groupSeparator`), independent of the machine's locale.
///
/// Groups are of three digits, from four-digit numbers on: English `1,234.5`, Russian and Uzbek `1 234,5`
/// (a no-break space), Azerbaijani `1.234,5`.
package struct NumberFormat: Sendable, Hashable {
    /// Between the whole part and the fraction (`.` or `,`).
    package let decimalSeparator: String
    /// Between groups of three digits (`,`, `.`, a no-break space).
    package let groupSeparator: String

    /// English: `1,234.5`.
    package static let english = NumberFormat(decimalSeparator: ".", groupSeparator: ",")

    /// A format with these separators.
    package init(decimalSeparator: String, groupSeparator: String) {
        self.decimalSeparator = decimalSeparator
        self.groupSeparator = groupSeparator
    }

    /// A whole number, grouped: `1234567` → `1,234,567`.
    package func string(from number: Int) -> String {
        (number < 0 ? "-" : "") + grouped(String(number.magnitude))
    }

    /// A number rounded to at most `maximumFractionDigits` decimals, trailing zeros dropped: `41.8902`,
    /// `1 234,5`, `12`; with `keepsTrailingZeros`, always that many decimals (`69.2870` beside `41.2917`).
    package func string(from value: Double, maximumFractionDigits: Int, keepsTrailingZeros: Bool = false) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let digits = max(0, min(maximumFractionDigits, 15))
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded()
        guard scaled < 9.0e18 else { return (value < 0 ? "-" : "") + grouped(String(Int(value.magnitude.rounded()))) }
        let units = UInt64(scaled)
        let whole = units / scale
        var fraction = digits == 0 ? "" : String(units % scale)
        if !fraction.isEmpty { fraction = String(repeating: "0", count: digits - fraction.count) + fraction }
        while !keepsTrailingZeros, fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + grouped(String(whole)) + (fraction.isEmpty ? "" : decimalSeparator + fraction)
    }

    /// Digits with the group separator every three places from the right.
    private func grouped(_ digits: String) -> String {
        guard digits.count > 3 else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += groupSeparator }
            result.append(digit)
        }
        return result
    }
}

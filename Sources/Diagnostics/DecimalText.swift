/// Numbers as the user writes them in options and settings (`--lat 41.89`, `timeout: 2.5`): one rule for every
/// reader, so that an option and its settings key take the same text.
package enum DecimalText {
    /// `text` as a finite number in plain decimal notation (`12`, `-0.5`, `1e3`), or `nil`: Swift's `Double("0x10")`
    /// would read hexadecimal, and the words `nan` and `inf`.
    package static func number(_ text: String) -> Double? {
        let isDecimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        guard isDecimal, let number = Double(text), number.isFinite else { return nil }
        return number
    }
}

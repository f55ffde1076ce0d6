/// Counts as messages and reports print them, the same whatever the machine's locale: `1,061 files`.
public enum CountText {
    /// `1,061`: digits in groups of three.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// `1 file`, `12 files`.
    public static func plural(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}

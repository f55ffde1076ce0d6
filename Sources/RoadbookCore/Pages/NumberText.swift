/// Number formatting for pages, independent of the machine's locale so builds are reproducible.
public enum NumberText {
    /// `1234567` → `"1,234,567"`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// `"1 place"`, `"12 places"`.
    public static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural)"
    }

    /// A coordinate with six decimals (about 10 cm): `41.890200`.
    public static func coordinate(_ value: Double) -> String {
        let micro = Int((value * 1_000_000).rounded())
        let magnitude = micro.magnitude
        let fraction = String(magnitude % 1_000_000)
        return (micro < 0 ? "-" : "") + String(magnitude / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

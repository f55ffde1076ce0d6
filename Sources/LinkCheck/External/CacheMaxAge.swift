/// Reads a duration such as `--cache-max-age 1d`: a whole number followed by `s`, `m`, `h` or `d`.
enum CacheMaxAge {
    /// The duration of `text` in seconds, or `nil` when it is not a number with a unit (`0` alone is allowed).
    static func seconds(parsing text: String) -> Double? {
        if text == "0" { return 0 }
        guard let unit = text.last, let number = Int(text.dropLast()), number >= 0,
            text.dropLast().allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        switch unit {
        case "s": return Double(number)
        case "m": return Double(number) * 60
        case "h": return Double(number) * 3600
        case "d": return Double(number) * 86400
        default: return nil
        }
    }
}

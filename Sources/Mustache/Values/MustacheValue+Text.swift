extension MustacheValue {
    /// A decimal in the form the Mustache spec expects: `1.21`, and whole values without `.0`.
    static func text(of value: Double) -> String {
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int(value))
        }
        return value.description
    }
}

extension MustacheValue {
    /// The text an interpolation tag shows for this value, before escaping; `nil` for values that show nothing.
    var interpolatedText: String? {
        switch self {
        case .null, .list, .dictionary: nil
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.text(of: value)
        case .string(let value): value
        }
    }

    /// A decimal in the form the Mustache spec expects: `1.21`, and whole values without `.0`.
    static func text(of value: Double) -> String {
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int(value))
        }
        return value.description
    }
}

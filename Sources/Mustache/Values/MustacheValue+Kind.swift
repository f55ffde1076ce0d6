extension MustacheValue {
    /// "a string", "a list", … for messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .list: "a list"
        case .dictionary, .object: "a dictionary"
        }
    }
}

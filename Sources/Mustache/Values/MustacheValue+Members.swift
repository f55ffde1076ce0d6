extension MustacheValue {
    /// Whether names can be looked up in it: a dictionary or an object.
    var hasMembers: Bool {
        switch self {
        case .dictionary, .object: true
        default: false
        }
    }

    /// The value named `key` in a dictionary or an object; `nil` for a missing name and for other values.
    func member(_ key: String) -> MustacheValue? {
        switch self {
        case .dictionary(let members): members[key]
        case .object(let object): object.value(forKey: key)
        default: nil
        }
    }

    /// The names of a dictionary or an object, in no particular order; none for other values.
    var memberNames: [String] {
        switch self {
        case .dictionary(let members): Array(members.keys)
        case .object(let object): object.keys
        default: []
        }
    }

    /// The value with every object, at any depth, made the dictionary of its names: what it is to templates,
    /// written out in full (to compare two values, or to walk them).
    public var expanded: MustacheValue {
        switch self {
        case .list(let items): .list(items.map(\.expanded))
        case .dictionary(let members): .dictionary(members.mapValues(\.expanded))
        case .object(let object):
            .dictionary(Dictionary(uniqueKeysWithValues: object.keys.map { ($0, object.value(forKey: $0)?.expanded ?? .null) }))
        default: self
        }
    }

    /// Equal as templates see them: an object equals the dictionary of its names.
    public static func == (lhs: MustacheValue, rhs: MustacheValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.list(let left), .list(let right)): left == right
        case (.dictionary(let left), .dictionary(let right)): left == right
        case (.object(let left), .object(let right)) where left === right: true
        case (.object, .dictionary), (.dictionary, .object), (.object, .object): lhs.expanded == rhs.expanded
        default: false
        }
    }
}

/// One `--option` of a command: a flag, or an option that takes a value.
package struct OptionSpec: Sendable {
    /// The long name with its dashes, `--output`.
    package let name: String
    /// The value's placeholder in help (`DIR`); `nil` for a flag that takes no value.
    package let valueName: String?
    /// One line of help.
    package let help: String
    /// Whether the option may be given more than once (`--image a --image b`).
    package let isRepeatable: Bool
    /// Whether the command needs the option: usage shows it without brackets, and the parser reports it missing.
    package let isRequired: Bool

    /// An option that takes a value.
    package static func value(
        _ name: String, _ valueName: String, _ help: String, repeatable: Bool = false, required: Bool = false
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, isRepeatable: repeatable, isRequired: required)
    }

    /// A flag.
    package static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, isRepeatable: false, isRequired: false)
    }

    /// `--to N`, or `--force` for a flag: the option as usage and messages write it.
    package var usage: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// Whether the option takes a value.
    package var takesValue: Bool { valueName != nil }
}

import Diagnostics
/// The arguments of one command after parsing: option values, flags and positionals, checked against the spec.
package struct ParsedArguments: Sendable {
    /// The command's path from the root, `["todo", "add"]`.
    package let commandPath: [String]
    /// Values of options that take one, by long name with dashes, in the order given.
    package let values: [String: [String]]
    /// Flags that were given.
    package let flags: Set<String>
    /// Positional arguments, in order.
    package let positionals: [String]

    /// Creates parsed arguments (the parser does this; tests may too).
    package init(commandPath: [String], values: [String: [String]] = [:], flags: Set<String> = [], positionals: [String] = []) {
        self.commandPath = commandPath
        self.values = values
        self.flags = flags
        self.positionals = positionals
    }

    /// The last value given for `option`, or `nil`.
    package func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for a repeatable `option`.
    package func allValues(_ option: String) -> [String] { values[option] ?? [] }

    /// Whether `flag` was given.
    package func flag(_ flag: String) -> Bool { flags.contains(flag) }

    /// The positional at `index`, or `nil`.
    package func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }

    /// The value of `option` as a whole number; a usage error if it is not one.
    package func integer(_ option: String) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text) else {
            throw UsageError("option '\(option)' takes a whole number, not '\(text)'", commandPath: commandPath)
        }
        return number
    }

    /// The value of `option` as a decimal number; a usage error if it is not one.
    package func decimal(_ option: String) throws(UsageError) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = DecimalText.number(text) else {
            throw UsageError("option '\(option)' takes a number, not '\(text)'", commandPath: commandPath)
        }
        return number
    }
}

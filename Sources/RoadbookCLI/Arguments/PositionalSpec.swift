/// A positional argument of a command.
package struct PositionalSpec: Sendable {
    /// The placeholder in usage and help (`TITLE`, `DIR`).
    package let name: String
    /// One line of help.
    package let help: String
    /// Whether it may be left out.
    package let isOptional: Bool
    /// Whether it takes every remaining argument (`ID…`); only the last positional may.
    package let isVariadic: Bool

    /// Creates a positional argument.
    package init(_ name: String, _ help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }

    /// How it reads in a usage line: `TITLE`, `[DIR]`, `ID…`.
    var usage: String {
        let base = isVariadic ? "\(name)…" : name
        return isOptional ? "[\(base)]" : base
    }
}

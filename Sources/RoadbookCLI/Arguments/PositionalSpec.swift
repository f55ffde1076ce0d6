/// A positional argument of a command.
public struct PositionalSpec: Sendable {
    /// The placeholder in usage and help (`TITLE`, `DIR`).
    public let name: String
    /// One line of help.
    public let help: String
    /// Whether it may be left out.
    public let isOptional: Bool
    /// Whether it takes every remaining argument (`ID…`); only the last positional may.
    public let isVariadic: Bool

    /// Creates a positional argument.
    public init(_ name: String, _ help: String, optional: Bool = false, variadic: Bool = false) {
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

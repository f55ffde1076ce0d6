/// A command declared as data: its name, help, options, positionals, subcommands and what it runs.
///
/// Help and usage text are generated from this table (``HelpGenerator``), and the parser
/// (``ArgumentParser``) checks the command line against it.
public struct CommandSpec: Sendable {
    /// Runs a parsed command and returns its exit code.
    public typealias Action = @Sendable (ParsedArguments, CommandContext) throws -> Int32

    /// The word that selects the command (`generate`).
    public let name: String
    /// One line: what the command does.
    public let abstract: String
    /// More help, printed after the options; may be empty.
    public let discussion: String
    /// Options (besides `--help`, which every command has).
    public let options: [OptionSpec]
    /// Positional arguments, in order.
    public let positionals: [PositionalSpec]
    /// Subcommands; a command with subcommands runs one of them.
    public let subcommands: [CommandSpec]
    /// What the command does; `nil` for a command that only groups subcommands.
    public let action: Action?

    /// Declares a command.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = [],
        action: Action? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.action = action
    }

    /// The subcommand called `name`.
    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The option called `name` (long form with dashes).
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}

/// A command declared as data: its name, help, options, positionals, subcommands and what it runs.
///
/// Help and usage text are generated from this table (``HelpGenerator``), and the parser
/// (``ArgumentParser``) checks the command line against it.
package struct CommandSpec: Sendable {
    /// Runs a parsed command and returns its exit code.
    package typealias Action = @Sendable (ParsedArguments, CommandContext) throws -> Int32

    /// The word that selects the command (`generate`).
    package let name: String
    /// One line: what the command does.
    package let abstract: String
    /// More help, printed after the options; may be empty.
    package let discussion: String
    /// Options (besides `--help`, which every command has).
    package let options: [OptionSpec]
    /// Positional arguments, in order.
    package let positionals: [PositionalSpec]
    /// Subcommands; a command with subcommands runs one of them.
    package let subcommands: [CommandSpec]
    /// What the command does; `nil` for a command that only groups subcommands.
    package let action: Action?

    /// Declares a command.
    package init(
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
    package func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The option called `name` (long form with dashes).
    package func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}

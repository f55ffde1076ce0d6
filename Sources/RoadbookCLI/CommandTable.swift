/// Every command of `roadbook`, declared as data; help, usage and parsing come from this table.
package enum CommandTable {
    /// The root command.
    package static let root = CommandSpec(
        name: "roadbook",
        abstract: "a static site generator for a trip's todo list and places, and a link checker for any static site",
        subcommands: [
            InitCommand.spec,
            GenerateCommand.spec,
            CheckCommand.spec,
            ServeCommand.spec,
            TodoCommand.spec,
            NewCommand.spec,
            ThemeCommand.spec,
            RenderCommand.spec,
            CompletionsCommand.spec,
            ManPageCommand.spec,
        ]
    )
}

/// `roadbook manpage`: prints the manual page, roff generated from the command table.
enum ManPageCommand {
    static let spec = CommandSpec(
        name: "manpage",
        abstract: "Print the manual page roadbook.1 (roff); scripts/install installs it.",
        action: run
    )

    /// Writes the page to stdout.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        context.stdout.write(ManPageGenerator(root: CommandTable.root, version: CLI.version).page())
        return ExitCode.success
    }
}

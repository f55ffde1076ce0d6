import Diagnostics

/// `roadbook completions bash|zsh|fish`: prints the shell's completion script.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print the completion script for bash, zsh or fish.",
        discussion: """
            scripts/install puts them where each shell looks. By hand: roadbook completions bash > \
            ~/.local/share/bash-completion/completions/roadbook
            """,
        positionals: [PositionalSpec(Shell.placeholder, "The shell.")],
        action: run
    )

    /// Writes the script to stdout.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let shell = arguments.positional(0) ?? ""
        guard let script = CompletionScriptGenerator(root: CommandTable.root).script(forShellNamed: shell) else {
            let names = Shell.allCases.map(\.rawValue)
            throw UsageError(
                "unknown shell '\(shell)'" + Suggestion.didYouMean(shell, in: names), commandPath: arguments.commandPath)
        }
        context.stdout.write(script)
        return ExitCode.success
    }
}

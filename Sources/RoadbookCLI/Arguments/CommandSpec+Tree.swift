extension CommandSpec {
    /// This command and every command below it, depth first in table order, each with its path from here
    /// (`[]` for this one, `["todo", "add"]`).
    func tree(under path: [String] = []) -> [(path: [String], command: CommandSpec)] {
        [(path, self)] + subcommands.flatMap { $0.tree(under: path + [$0.name]) }
    }

    /// Options as the user may type them after this command: its own, then `--help` (and `--version` at the root).
    func typedOptions(isRoot: Bool) -> [OptionSpec] {
        var all = options + [.flag("--help", "Show this help.")]
        if isRoot { all.append(.flag("--version", "Show the version.")) }
        return all
    }
}

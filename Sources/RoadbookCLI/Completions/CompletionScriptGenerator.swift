/// Writes the completion script of a shell from the command table, so completion offers exactly what is parsed.
package struct CompletionScriptGenerator: Sendable {
    private let root: CommandSpec

    /// A generator for the tree under `root`.
    package init(root: CommandSpec) {
        self.root = root
    }

    /// The script for the shell named `shell` (`bash`, `zsh`, `fish`), or `nil` for another name.
    package func script(forShellNamed shell: String) -> String? {
        switch Shell(rawValue: shell) {
        case .bash: BashCompletionWriter(root: root).script()
        case .zsh: ZshCompletionWriter(root: root).script()
        case .fish: FishCompletionWriter(root: root).script()
        case nil: nil
        }
    }
}

/// Writes the fish completion script for a command table: one `complete` line per command and option, each
/// guarded by the command path typed so far.
struct FishCompletionWriter {
    /// The command tree to complete.
    let root: CommandSpec

    /// The whole script.
    func script() -> String {
        let name = root.name
        let tree = root.tree()
        let paths = tree.dropFirst().map { "/" + $0.path.joined(separator: "/") }
        var lines = [
            "# fish completion for \(name); generated from its command table by `\(name) completions fish`.",
            "function __\(name)_path",
            "    set -l words (commandline -opc)",
            "    set -e words[1]",
            "    set -l path ''",
            "    for word in $words",
            "        switch \"$path/$word\"",
            "            case \(paths.joined(separator: " "))",
            "                set path \"$path/$word\"",
            "        end",
            "    end",
            "    echo $path",
            "end",
            "function __\(name)_at",
            "    set -l path (__\(name)_path)",
            "    test \"$path\" = \"$argv[1]\"",
            "end",
            "complete -c \(name) -f",
        ]
        for (path, command) in tree {
            let condition = "-n " + ShellWord.singleQuoted("__\(name)_at \"\(path.map { "/" + $0 }.joined())\"")
            for subcommand in command.subcommands {
                lines.append("complete -c \(name) \(condition) -a \(subcommand.name) -d \(ShellWord.singleQuoted(subcommand.abstract))")
            }
            for option in command.typedOptions(isRoot: path.isEmpty) {
                lines.append("complete -c \(name) \(condition) \(flags(for: option)) -d \(ShellWord.singleQuoted(option.help))")
            }
            if command.subcommands.isEmpty, let positional = command.positionals.first {
                let value = CompletionValue(placeholder: positional.name)
                if value != .text { lines.append("complete -c \(name) \(condition) \(argumentFlags(for: value))") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func flags(for option: OptionSpec) -> String {
        var text = "-l \(option.name.dropFirst(2))"
        if option.name == "--help" { text += " -s h" }
        guard let placeholder = option.valueName else { return text }
        return text + " " + argumentFlags(for: CompletionValue(placeholder: placeholder))
    }

    private func argumentFlags(for value: CompletionValue) -> String {
        switch value {
        case .directory: return "-x -a '(__fish_complete_directories)'"
        case .file: return "-r -F"
        case .choices(let words): return "-x -a " + ShellWord.singleQuoted(words.joined(separator: " "))
        case .text: return "-x"
        }
    }
}

/// Writes the bash completion script for a command table: `complete -F _roadbook roadbook`.
struct BashCompletionWriter {
    /// The command tree to complete.
    let root: CommandSpec

    /// The whole script.
    func script() -> String {
        let tree = root.tree()
        let paths = tree.dropFirst().map { "/" + $0.path.joined(separator: "/") }
        var lines = [
            "# bash completion for \(root.name); generated from its command table by `\(root.name) completions bash`.",
            "_\(root.name)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" path=\"\" word i",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=\"${COMP_WORDS[i]}\"",
            "        case \"$path/$word\" in",
            "            \(paths.joined(separator: "|"))) path=\"$path/$word\" ;;",
            "        esac",
            "    done",
            "    COMPREPLY=()",
            "    case \"$path\" in",
        ]
        for (path, command) in tree {
            lines += branch(path: path, command: command)
        }
        lines += ["    esac", "}", "complete -F _\(root.name) \(root.name)"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func branch(path: [String], command: CommandSpec) -> [String] {
        let options = command.typedOptions(isRoot: path.isEmpty)
        var lines = ["        \"\(path.map { "/" + $0 }.joined())\")"]
        let valueOptions = options.filter(\.takesValue)
        if !valueOptions.isEmpty {
            lines.append("            case \"$prev\" in")
            for option in valueOptions {
                lines.append("                \(option.name)) \(reply(for: CompletionValue(placeholder: option.valueName ?? ""))); return ;;")
            }
            lines.append("            esac")
        }
        let words = command.subcommands.map(\.name) + options.map(\.name)
        lines.append("            COMPREPLY=($(compgen -W \(ShellWord.singleQuoted(words.joined(separator: " "))) -- \"$cur\"))")
        if command.subcommands.isEmpty, !command.positionals.isEmpty {
            let value = CompletionValue.ofPositionals(command)
            if value != .text {
                lines.append("            [[ \"$cur\" == -* ]] || { \(reply(for: value, appending: true)); }")
            }
        }
        lines.append("            ;;")
        return lines
    }

    /// The commands that fill `COMPREPLY` with what `value` offers for the word being typed.
    private func reply(for value: CompletionValue, appending: Bool = false) -> String {
        let assign = appending ? "COMPREPLY+=" : "COMPREPLY="
        switch value {
        case .directory: return "compopt -o filenames 2>/dev/null; \(assign)($(compgen -d -- \"$cur\"))"
        case .file: return "compopt -o filenames 2>/dev/null; \(assign)($(compgen -f -- \"$cur\"))"
        case .choices(let words):
            return "\(assign)($(compgen -W \(ShellWord.singleQuoted(words.joined(separator: " "))) -- \"$cur\"))"
        case .text: return ":"
        }
    }
}

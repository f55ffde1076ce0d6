/// Writes the zsh completion script for a command table: an autoloadable `#compdef` function that also works
/// when sourced.
struct ZshCompletionWriter {
    /// The command tree to complete.
    let root: CommandSpec

    /// The whole script.
    func script() -> String {
        let tree = root.tree()
        let paths = tree.dropFirst().map { "/" + $0.path.joined(separator: "/") }
        var lines = [
            "#compdef \(root.name)",
            "# zsh completion for \(root.name); generated from its command table by `\(root.name) completions zsh`.",
            "_\(root.name)() {",
            "  local cmdpath=\"\" word i prev=\"${words[CURRENT-1]}\"",
            "  local -a entries",
            "  for ((i = 2; i < CURRENT; i++)); do",
            "    word=\"${words[i]}\"",
            "    case \"$cmdpath/$word\" in",
            "      (\(paths.joined(separator: "|"))) cmdpath=\"$cmdpath/$word\" ;;",
            "    esac",
            "  done",
            "  case \"$cmdpath\" in",
        ]
        for (path, command) in tree {
            lines += branch(path: path, command: command)
        }
        lines += [
            "  esac",
            "}",
            "if [[ \"${zsh_eval_context[-1]}\" == loadautofunc ]]; then",
            "  _\(root.name) \"$@\"",
            "else",
            "  compdef _\(root.name) \(root.name)",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func branch(path: [String], command: CommandSpec) -> [String] {
        let options = command.typedOptions(isRoot: path.isEmpty)
        var lines = ["    (\"\(path.map { "/" + $0 }.joined())\")"]
        let valueOptions = options.filter(\.takesValue)
        if !valueOptions.isEmpty {
            lines.append("      case \"$prev\" in")
            for option in valueOptions {
                let value = CompletionValue(placeholder: option.valueName ?? "")
                lines.append("        (\(option.name)) \(offer(value, named: option.valueName ?? "")); return ;;")
            }
            lines.append("      esac")
        }
        let entries = command.subcommands.map { ($0.name, $0.abstract) } + options.map { ($0.name, $0.help) }
        let quoted = entries.map { name, help in ShellWord.singleQuoted(name.replacingOccurrences(of: ":", with: "\\:") + ":" + help) }
        lines.append("      entries=(\(quoted.joined(separator: " ")))")
        lines.append("      _describe -t entries \(ShellWord.singleQuoted(path.isEmpty ? "command" : "argument")) entries")
        if command.subcommands.isEmpty, let positional = command.positionals.first {
            let value = CompletionValue(placeholder: positional.name)
            if value != .text { lines.append("      [[ \"$PREFIX\" == -* ]] || \(offer(value, named: positional.name))") }
        }
        lines.append("      ;;")
        return lines
    }

    private func offer(_ value: CompletionValue, named name: String) -> String {
        switch value {
        case .directory: return "_directories"
        case .file: return "_files"
        case .choices(let words): return "compadd -- \(words.map(ShellWord.singleQuoted).joined(separator: " "))"
        case .text: return "_message \(ShellWord.singleQuoted(name))"
        }
    }
}

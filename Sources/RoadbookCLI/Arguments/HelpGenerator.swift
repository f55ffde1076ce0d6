/// Writes usage lines and help pages from the command table, so help can never drift from what is parsed.
package struct HelpGenerator: Sendable {
    private let root: CommandSpec
    private let programName: String

    /// A generator for the tree under `root`.
    package init(root: CommandSpec, programName: String = "roadbook") {
        self.root = root
        self.programName = programName
    }

    /// The command at `path`, or the root.
    package func command(at path: [String]) -> CommandSpec {
        var command = root
        for word in path {
            guard let next = command.subcommand(named: word) else { break }
            command = next
        }
        return command
    }

    /// `Usage: roadbook todo move ID --to N [--source DIR]`: required options bare, optional ones in brackets.
    package func usage(for path: [String]) -> String {
        let command = command(at: path)
        var parts = [programName] + path
        if !command.subcommands.isEmpty {
            parts.append("<command>")
        } else {
            for positional in command.positionals where !positional.isOptional {
                parts.append(positional.usage)
            }
            // Required options as they must be written, then the optional ones in brackets.
            for option in command.options where option.isRequired {
                parts.append(option.usage)
            }
            for option in command.options where !option.isRequired {
                parts.append("[\(option.usage)]")
            }
            for positional in command.positionals where positional.isOptional {
                parts.append(positional.usage)
            }
        }
        return "Usage: " + parts.joined(separator: " ")
    }

    /// The whole help page of the command at `path`.
    package func help(for path: [String]) -> String {
        let command = command(at: path)
        var lines: [String] = []
        lines.append(path.isEmpty ? "roadbook — \(command.abstract)" : command.abstract)
        lines.append("")
        lines.append(usage(for: path))
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append("Commands:")
            lines.append(contentsOf: table(command.subcommands.map { ($0.name, $0.abstract) }))
        }
        if !command.positionals.isEmpty {
            lines.append("")
            lines.append("Arguments:")
            lines.append(contentsOf: table(command.positionals.map { ($0.usage, $0.help) }))
        }
        var options = command.options.map { option in
            (option.usage, option.isRequired ? "Required. " + option.help : option.help)
        }
        options.append(("-h, --help", "Show this help."))
        if path.isEmpty { options.append(("--version", "Show the version.")) }
        lines.append("")
        lines.append("Options:")
        lines.append(contentsOf: table(options))
        if !command.discussion.isEmpty {
            lines.append("")
            lines.append(command.discussion)
        }
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append("See '\(([programName, "help"] + path).joined(separator: " ")) <command>' for a command's help.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(_ rows: [(String, String)]) -> [String] {
        let width = min(28, rows.map(\.0.count).max() ?? 0)
        return rows.map { name, text in
            let padded = name.count >= width ? name + "  " : name + String(repeating: " ", count: width - name.count + 2)
            return "  " + padded + text
        }
    }
}

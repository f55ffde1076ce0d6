/// Writes the manual page `roadbook.1` (roff, `man` macros) from the command table, so it says what help says.
package struct ManPageGenerator: Sendable {
    private let root: CommandSpec
    private let version: String

    /// A generator for the tree under `root`, for release `version`.
    package init(root: CommandSpec, version: String) {
        self.root = root
        self.version = version
    }

    /// The whole page.
    package func page() -> String {
        let help = HelpGenerator(root: root, programName: root.name)
        var lines = [
            ".TH \(root.name.uppercased()) 1 \"\" \(Self.quotedArgument("\(root.name) \(version)")) \"User Commands\"",
            ".SH NAME",
            "\(root.name) \\- \(Self.escaped(root.abstract))",
            ".SH SYNOPSIS",
            ".B \(root.name)",
            ".I command",
            "[\\fIoptions\\fR] [\\fIarguments\\fR]",
            ".br",
            ".B \(root.name) help",
            "[\\fIcommand\\fR]",
            ".br",
            ".B \(root.name) \\-\\-version",
            ".SH COMMANDS",
        ]
        for (path, command) in root.tree().dropFirst() where command.action != nil {
            lines += section(path: path, command: command, usage: help.usage(for: path))
        }
        lines += [
            ".SH EXIT STATUS",
            ".TP", "0", "Success.",
            ".TP", "1", "The input or the built site has errors; each is printed as \\fIpath:line:column: error: message\\fR.",
            ".TP", "64", "The command line is wrong.",
            ".SH SEE ALSO",
            "The user's guide in the \\fIdocs/\\fR folder of Roadbook's repository.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(path: [String], command: CommandSpec, usage: String) -> [String] {
        let synopsis = usage.hasPrefix("Usage: ") ? String(usage.dropFirst("Usage: ".count)) : usage
        var lines = [".SS " + Self.quotedArgument(([root.name] + path).joined(separator: " ")), Self.escaped(command.abstract)]
        lines += [".PP", ".nf", Self.escaped(synopsis), ".fi"]
        for positional in command.positionals {
            lines += [".TP", "\\fI\(Self.escaped(positional.usage))\\fR", Self.escaped(positional.help)]
        }
        for option in command.options {
            let value = option.valueName.map { " \\fI\(Self.escaped($0))\\fR" } ?? ""
            lines += [".TP", "\\fB\(Self.escaped(option.name))\\fR" + value, Self.escaped(option.help)]
        }
        if !command.discussion.isEmpty {
            lines += [".PP"] + command.discussion.split(separator: "\n").map { Self.escaped(String($0)) }
        }
        return lines
    }

    /// Text safe on a roff line: backslashes and dashes escaped, every non-ASCII character written as a groff
    /// Unicode escape (`…` → `\[u2026]`, so the page needs no input encoding), and a line that would start
    /// with a control character (`.` or `'`) guarded with `\&`.
    static func escaped(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": body += "\\e"
            case "-": body += "\\-"
            case _ where !scalar.isASCII: body += "\\[u" + hexCode(of: scalar) + "]"
            default: body.unicodeScalars.append(scalar)
            }
        }
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }

    /// A macro argument in double quotes (a quote inside is doubled, as groff reads it).
    static func quotedArgument(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The scalar's code point as groff spells it: upper-case hex, at least four digits (`E9` → `00E9`).
    private static func hexCode(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

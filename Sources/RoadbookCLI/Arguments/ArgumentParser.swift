import Diagnostics
import Foundation

/// Parses a command line against a ``CommandSpec`` table.
package struct ArgumentParser: Sendable {
    /// What the command line asks for.
    package enum Outcome: Sendable {
        /// Run `command` with `arguments`.
        case run(CommandSpec, ParsedArguments)
        /// Print help for the command at this path.
        case help([String])
        /// Print the version.
        case version
    }

    private let root: CommandSpec

    /// A parser for the command tree under `root`.
    package init(root: CommandSpec) {
        self.root = root
    }

    /// Parses `arguments` (without the program name).
    package func parse(_ arguments: [String]) throws(UsageError) -> Outcome {
        var command = root
        var path: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false

        if arguments.first == "help" {
            return .help(try helpPath(Array(arguments.dropFirst())))
        }
        if arguments.first == "--version" { return .version }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, argument == "--help" || argument == "-h" {
                return .help(path)
            }
            if !optionsEnded, argument.hasPrefix("-"), argument.count > 1, !Self.looksLikeNumber(argument) {
                try Self.readOption(argument, of: command, path: path, from: arguments, at: &index, into: &values, &flags)
                continue
            }
            if !command.subcommands.isEmpty, positionals.isEmpty, values.isEmpty, flags.isEmpty {
                command = try Self.subcommand(named: argument, of: command, path: path)
                path.append(argument)
                continue
            }
            positionals.append(argument)
        }

        guard command.action != nil else {
            if path.isEmpty, positionals.isEmpty { return .help([]) }
            throw UsageError("'\((["roadbook"] + path).joined(separator: " "))' needs a subcommand", commandPath: path)
        }
        try checkPositionals(positionals, of: command, path: path)
        if let missing = command.options.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw UsageError("missing option '\(missing.usage)'", commandPath: path)
        }
        return .run(command, ParsedArguments(commandPath: path, values: values, flags: flags, positionals: positionals))
    }

    /// Reads the option `argument` (`--name`, `--name=value`, or `--name value` taking the value at `index`)
    /// into `values` or `flags`.
    private static func readOption(
        _ argument: String, of command: CommandSpec, path: [String], from arguments: [String], at index: inout Int,
        into values: inout [String: [String]], _ flags: inout Set<String>
    ) throws(UsageError) {
        let (name, inlineValue) = split(argument)
        guard let option = command.option(named: name) else {
            let known = command.options.map(\.name) + ["--help"]
            throw UsageError("unknown option '\(name)'" + Suggestion.didYouMean(name, in: known), commandPath: path)
        }
        guard option.takesValue else {
            if inlineValue != nil { throw UsageError("option '\(name)' takes no value", commandPath: path) }
            flags.insert(name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count {
            value = arguments[index]
            index += 1
        } else {
            throw UsageError("option '\(name)' needs a value (\(option.valueName ?? "VALUE"))", commandPath: path)
        }
        if !option.isRepeatable, values[name] != nil {
            throw UsageError("option '\(name)' is given more than once", commandPath: path)
        }
        values[name, default: []].append(value)
    }

    /// The subcommand `name` of `command`, or the error naming the nearest one (or all of them).
    private static func subcommand(named name: String, of command: CommandSpec, path: [String]) throws(UsageError) -> CommandSpec {
        if let subcommand = command.subcommand(named: name) { return subcommand }
        let what = path.isEmpty ? "command" : "subcommand of '\(path.joined(separator: " "))'"
        let names = command.subcommands.map(\.name)
        let hint = Suggestion.nearest(to: name, in: names).map { Suggestion.didYouMean($0) }
            ?? "; the commands are \(names.map { "'\($0)'" }.joined(separator: ", "))"
        throw UsageError("unknown \(what) '\(name)'" + hint, commandPath: path)
    }

    private func checkPositionals(_ positionals: [String], of command: CommandSpec, path: [String]) throws(UsageError) {
        let specs = command.positionals
        let required = specs.filter { !$0.isOptional }.count
        if positionals.count < required {
            let missing = specs.filter { !$0.isOptional }[positionals.count]
            throw UsageError("missing argument '\(missing.name)'", commandPath: path)
        }
        let isVariadic = specs.last?.isVariadic ?? false
        if !isVariadic, positionals.count > specs.count {
            throw UsageError("unexpected argument '\(positionals[specs.count])'", commandPath: path)
        }
    }

    private func helpPath(_ words: [String]) throws(UsageError) -> [String] {
        var command = root
        var path: [String] = []
        for word in words {
            guard let subcommand = command.subcommand(named: word) else {
                throw UsageError(
                    "unknown command '\(word)'" + Suggestion.didYouMean(word, in: command.subcommands.map(\.name)),
                    commandPath: path
                )
            }
            command = subcommand
            path.append(word)
        }
        return path
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `-12`, `-0.5`: values such as a longitude, not options.
    private static func looksLikeNumber(_ argument: String) -> Bool {
        Double(argument) != nil
    }
}

import Diagnostics
import Foundation
import LinkCheck

/// `roadbook check`: checks every link and image reference of a built site.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check every link, image and fragment of a built site (any static site).",
        discussion: """
            Exit status: 0 when no errors were found, 1 when some were (warnings count only with --strict),
            64 when the command line is wrong.
            """,
        options: [
            .value("--format", "FORMAT", "text (default), json or github."),
            .value("--base-path", "PATH", "The sub-path the site is served under, for root-relative URLs (/sub/)."),
            .value("--ignore-url", "REGEX", "Skip references whose URL matches (repeatable).", repeatable: true),
            .flag("--strict", "Treat warnings as errors."),
        ] + externalOptionSpecs,
        positionals: [PositionalSpec("DIR", "The built site (default: _site).", optional: true)],
        action: { arguments, context in try run(arguments, context) }
    )

    /// The directory checked when none is given.
    static let defaultDirectory = "_site"

    private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let path = arguments.commandPath
        let formatName = arguments.value("--format") ?? LinkCheckFormat.text.rawValue
        guard let format = LinkCheckFormat(rawValue: formatName) else {
            let names = LinkCheckFormat.allCases.map(\.rawValue)
            throw UsageError(
                "unknown format '\(formatName)'"
                    + (Suggestion.nearest(to: formatName, in: names).map { "; did you mean '\($0)'?" }
                        ?? "; the formats are \(names.map { "'\($0)'" }.joined(separator: ", "))"),
                commandPath: path)
        }
        let patterns = arguments.allValues("--ignore-url")
        for pattern in patterns where (try? NSRegularExpression(pattern: pattern)) == nil {
            throw UsageError("option '--ignore-url' takes a regular expression, not '\(pattern)'", commandPath: path)
        }
        let given = arguments.positional(0)
        let directoryPath = given ?? defaultDirectory
        let directory = context.url(forPath: directoryPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            if given != nil { throw UsageError("no such directory '\(directoryPath)'", commandPath: path) }
            context.stderr.line(
                "error: no such directory '\(directoryPath)'; build the site first ('roadbook generate') or name the directory")
            return ExitCode.failure
        }

        let external = try externalChecker(arguments, context)
        let options = LinkCheckOptions(
            basePath: arguments.value("--base-path"), ignoreURLPatterns: patterns, isStrict: arguments.flag("--strict"))
        return check(directory, options: options, format: format, external: external, context)
    }

    /// Checks the site at `directory`, prints the report in `format` (findings on stdout; for json and github the
    /// summary on stderr) and returns the exit code: 1 when there are errors. Shared with `generate --check`.
    /// With `external`, external links are fetched too.
    static func check(
        _ directory: URL, options: LinkCheckOptions, format: LinkCheckFormat, external: ExternalLinkChecker? = nil,
        _ context: CommandContext
    ) -> Int32 {
        let report: LinkCheckReport
        do {
            let checker = LinkChecker(options: options)
            report =
                try external.map { try checker.checkBlocking(siteAt: directory, external: $0, events: externalEvents(context)) }
                ?? checker.check(siteAt: directory)
        } catch {
            context.stderr.line("error: \(error)")
            return ExitCode.failure
        }
        context.stdout.write(report.formatted(as: format))
        if format != .text { context.stderr.line(report.summary) }
        return report.hasErrors ? ExitCode.failure : ExitCode.success
    }
}

import Diagnostics
import Foundation
import LinkCheck
import LinkCheckSettings
import YAML

/// `roadbook check`: checks every link and image reference of a built site.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check every link, image and fragment of a built site (any static site).",
        discussion: """
            Errors: missing files, folder indexes and fragments (of links, images, share cards, refreshes, CSS
            url() and @import, manifests), an <img> with neither src nor srcset, pages that cannot be read.
            Warnings (errors with --strict): javascript: and empty URLs, missing alt, duplicate ids, mixed
            content, permanent redirects (--external); text output sums each kind of warning up in one line. Settings may also live in
            DIR/.roadbook-check.yaml (or the file given with --config), keys named as the options without
            dashes; options win, except that skip, ignore-url and ignore-file add up.
            Kinds: \(FindingKind.allCases.map(\.rawValue).joined(separator: ", ")).
            Clean URLs: --fallback-extensions html serves /about from about.html; a _redirects file at the root
            (Netlify, Cloudflare Pages) is read, its rules' targets checked. With --baseline, every finding is
            reported but only new errors fail; markdown (and github) output also goes to $GITHUB_STEP_SUMMARY.
            Exit status: 0 when no errors were found, 1 when some were, 64 when the command line is wrong.
            """,
        options: [
            .value("--format", "FORMAT", "text (default), json, github, junit, sarif or markdown."),
            .value("--base-path", "PATH", "The sub-path the site is served under, for root-relative URLs (/sub/)."),
            .value("--site-url", "URL", "The site's public address: absolute links to it are checked as files."),
            .value(
                "--fallback-extensions", "EXT[,EXT]",
                "Serve /about from about.html as clean-URL hosts do: try each extension, then the folder's index."),
            .value("--skip", "KIND[,KIND]", "Report nothing of these kinds (repeatable).", repeatable: true),
            .value("--ignore-url", "REGEX", "Skip URLs that match, empty ones included (repeatable).", repeatable: true),
            .value("--ignore-file", "GLOB", "Do not check pages that match, e.g. 'api/**' (repeatable).", repeatable: true),
            .value(
                "--baseline", "REPORT.json",
                "Fail only for errors not in this earlier '--format json' report (matched by file, URL and kind)."),
            .value("--config", "FILE", "Read settings from FILE instead of DIR/.roadbook-check.yaml."),
            .flag("--strict", "Treat warnings as errors (and list them)."),
            .flag("--show-warnings", "List every warning instead of one line per kind."),
        ] + externalOptionSpecs,
        positionals: [PositionalSpec("DIR", "The built site (default: _site).", optional: true)],
        action: { arguments, context in try run(arguments, context) }
    )

    /// The directory checked when none is given.
    static let defaultDirectory = "_site"
    /// The settings file looked for in the checked directory.
    static let configFileName = ".roadbook-check.yaml"

    private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let flags = try settings(from: arguments)
        let given = arguments.positional(0)
        let directoryPath = given ?? defaultDirectory
        let directory = context.url(forPath: directoryPath)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            let folder = (directoryPath as NSString).deletingLastPathComponent
            throw UsageError(
                "check takes the site folder, not a file"
                    + Suggestion.didYouMean("roadbook check \(folder.isEmpty ? "." : folder)"),
                commandPath: arguments.commandPath)
        }
        guard exists else {
            if given != nil { throw UsageError("no such directory '\(directoryPath)'", commandPath: arguments.commandPath) }
            context.stderr.line(
                "error: no such directory '\(directoryPath)'; build the site first ('roadbook generate') or name the directory")
            return ExitCode.failure
        }
        let configPath = arguments.value("--config")
            ?? (directoryPath.hasSuffix("/") ? directoryPath : directoryPath + "/") + configFileName
        guard let file = settingsFile(configPath, isExplicit: arguments.value("--config") != nil, context) else {
            return ExitCode.failure
        }
        var settings = file.overridden(by: flags)
        if settings.basePath == nil, settings.siteURL == nil {
            settings.basePath = roadbookBasePath(of: directory, context)
        }
        try requireExternal(given: flags.external, merged: settings.external, arguments)
        return check(directory, settings: settings, context)
    }

    /// The settings given on the command line.
    private static func settings(from arguments: ParsedArguments) throws(UsageError) -> CheckSettings {
        var settings = CheckSettings()
        func checked<Value>(_ result: Result<Value, SettingProblem>, _ option: String) throws(UsageError) -> Value {
            try value(result, option, arguments)
        }
        settings.format = try arguments.value("--format").map { name throws(UsageError) in
            try checked(CheckSettings.format(named: name), "--format")
        }
        settings.basePath = arguments.value("--base-path").map(CheckSettings.normalizedBasePath)
        settings.siteURL = try arguments.value("--site-url").map { url throws(UsageError) in
            try checked(CheckSettings.siteURL(url), "--site-url")
        }
        for list in arguments.allValues("--skip") {
            settings.skippedKinds.formUnion(try checked(CheckSettings.kinds(in: list), "--skip"))
        }
        for pattern in arguments.allValues("--ignore-url") {
            settings.ignoreURLPatterns.append(try checked(CheckSettings.pattern(pattern), "--ignore-url"))
        }
        settings.ignoreFilePatterns = arguments.allValues("--ignore-file")
        settings.fallbackExtensions = try arguments.value("--fallback-extensions").map { list throws(UsageError) in
            try checked(CheckSettings.extensions(in: list), "--fallback-extensions")
        }
        settings.baseline = arguments.value("--baseline")
        if arguments.flag("--strict") { settings.isStrict = true }
        if arguments.flag("--show-warnings") { settings.showsWarnings = true }
        settings.external = try externalSettings(from: arguments)
        return settings
    }

    /// The value `result` read from `option`, or the usage error that says why it is not one.
    static func value<Value>(
        _ result: Result<Value, SettingProblem>, _ option: String, _ arguments: ParsedArguments
    ) throws(UsageError) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            throw UsageError(problem.message(setting: "option '\(option)'"), commandPath: arguments.commandPath)
        }
    }

    /// The settings of the file at `path` (empty settings when it does not exist and was not asked for), or
    /// `nil` after printing its errors. Its warnings are printed too.
    private static func settingsFile(_ path: String, isExplicit: Bool, _ context: CommandContext) -> CheckSettings? {
        let url = context.url(forPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if !isExplicit, !FileManager.default.fileExists(atPath: url.path) { return CheckSettings() }
            context.stderr.line("error: cannot read settings file '\(path)'")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            context.stderr.line("\(path): error: the settings file is not UTF-8")
            return nil
        }
        let printer = DiagnosticPrinter(output: context.stderr, root: context.currentDirectory)
        do throws(DiagnosticList) {
            let node = try YAMLParser.parse(text, path: path)
            let (settings, diagnostics) = CheckSettingsReader(path: path).settings(from: node)
            printer.print(diagnostics)
            return diagnostics.contains(where: \.isError) ? nil : settings
        } catch {
            printer.print(error.diagnostics)
            return nil
        }
    }

    /// Checks the site at `directory`, prints the report (findings on stdout; for every format but text the
    /// summary on stderr; with `github`, a Markdown summary appended to `$GITHUB_STEP_SUMMARY` when set) and
    /// returns the exit code: 1 when there are errors. Shared with `generate --check`. When the settings turn
    /// external links on, they are fetched too, by a checker built from the settings.
    static func check(_ directory: URL, settings: CheckSettings, _ context: CommandContext) -> Int32 {
        let report: LinkCheckReport
        let external = externalChecker(settings.external, context)
        let baseline: LinkCheckBaseline?
        do {
            baseline = try settings.baseline.map { try readBaseline($0, context) }
            let checker = LinkChecker(options: settings.options)
            report =
                try external.map { try checker.checkBlocking(siteAt: directory, external: $0, events: externalEvents(context)) }
                ?? checker.check(siteAt: directory)
        } catch {
            context.stderr.line("error: \(error)")
            return ExitCode.failure
        }
        let comparison = baseline?.newErrors(in: report)
        let format = settings.format ?? .text
        let output =
            format == .markdown
            ? report.markdownSummary(comparedWith: comparison)
            : report.formatted(as: format, listingWarnings: settings.listsWarnings)
        context.stdout.write(output)
        if format != .text { context.stderr.line(report.summary) }
        if let comparison, report.hasErrors { context.stderr.line(LinkCheckReport.baselineLine(comparison)) }
        if let basePath = report.suggestedBasePath {
            context.stderr.line(
                "note: every broken root-relative URL starts with '\(basePath)'; add --base-path \(basePath)")
        }
        if format == .github || format == .markdown, let path = context.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            appendStepSummary(report.markdownSummary(comparedWith: comparison), to: path, context)
        }
        let fails = comparison.map { !$0.new.isEmpty } ?? report.hasErrors
        return fails ? ExitCode.failure : ExitCode.success
    }

    /// The baseline in the file at `path`.
    private static func readBaseline(_ path: String, _ context: CommandContext) throws -> LinkCheckBaseline {
        guard let data = FileManager.default.contents(atPath: context.url(forPath: path).path) else {
            throw BaselineFileError(description: "cannot read the baseline '\(path)'")
        }
        do {
            return try LinkCheckBaseline(json: data)
        } catch {
            throw BaselineFileError(description: "\(path): \(error)")
        }
    }

    private static func appendStepSummary(_ markdown: String, to path: String, _ context: CommandContext) {
        let url = context.url(forPath: path)
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: url) else {
            context.stderr.line("warning: cannot write the job summary to '\(path)'")
            return
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        handle.write(Data(markdown.utf8))
    }
}

/// A `--baseline` file that cannot be used; the message.
private struct BaselineFileError: Error, CustomStringConvertible {
    let description: String
}

import Foundation
import LinkCheck

extension CheckCommand {
    /// The options of `check --external`.
    static let externalOptionSpecs: [OptionSpec] = [
        .flag("--external", "Also fetch every external (http, https) URL once and report the dead ones."),
        .value("--accept", "LIST", "With --external: the statuses that count as alive (default 200..299; e.g. 200..299,403)."),
        .flag("--external-fragments", "With --external: look up #fragments in the fetched HTML pages."),
        .value("--max-concurrency", "N", "With --external: requests in flight at once (default 64)."),
        .value("--max-per-host", "N", "With --external: requests in flight at once to one host (default 4)."),
        .value("--connect-timeout", "SECONDS", "With --external: give up after this long without an answer (default 10)."),
        .value("--timeout", "SECONDS", "With --external: give up on a request after this long in all (default 30)."),
        .value(
            "--cache-max-age", "AGE",
            "With --external: reuse live results younger than AGE from .roadbook-check-cache (s, m, h, d; default 1d; 0: no cache)."
        ),
    ]

    /// The name of the cache file, in the current directory.
    static let externalCacheName = ".roadbook-check-cache"

    /// The external checker the options ask for, or `nil` without `--external`; a usage error for a bad value or
    /// an external option without `--external`.
    static func externalChecker(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExternalLinkChecker? {
        let path = arguments.commandPath
        guard arguments.flag("--external") else {
            if let given = externalOptionSpecs.dropFirst().first(where: { arguments.flag($0.name) || arguments.value($0.name) != nil }) {
                throw UsageError("option '\(given.name)' needs '--external'", commandPath: path)
            }
            return nil
        }
        var options = ExternalLinkOptions()
        options.checksFragments = arguments.flag("--external-fragments")
        if let text = arguments.value("--accept") {
            guard let accepted = AcceptedStatuses(parsing: text) else {
                throw UsageError(
                    "option '--accept' takes status codes and ranges such as '200..299,403', not '\(text)'", commandPath: path)
            }
            options.accepted = accepted
        }
        options.maxConcurrency = try positive(arguments, "--max-concurrency") ?? options.maxConcurrency
        options.maxPerHost = try positive(arguments, "--max-per-host") ?? options.maxPerHost
        let connectTimeout = try seconds(arguments, "--connect-timeout") ?? 10
        let totalTimeout = try seconds(arguments, "--timeout") ?? 30
        if let text = arguments.value("--cache-max-age") {
            guard let age = ExternalLinkOptions.seconds(parsingAge: text) else {
                throw UsageError(
                    "option '--cache-max-age' takes an age such as '30m', '12h' or '1d', not '\(text)'", commandPath: path)
            }
            options.cacheMaxAge = age
        }
        options.cacheFile = context.url(forPath: externalCacheName)
        let fetcher = URLSessionHTTPFetcher(
            connectTimeout: connectTimeout, totalTimeout: max(totalTimeout, connectTimeout),
            userAgent: URLSessionHTTPFetcher.userAgent(version: CLI.version), maxConnectionsPerHost: options.maxPerHost)
        return ExternalLinkChecker(options: options, fetcher: fetcher, now: context.now)
    }

    /// Where an external check reports: a progress line only when standard error is a terminal; warnings always.
    static func externalEvents(_ context: CommandContext) -> ExternalCheckEvents {
        let stderr = context.stderr
        return ExternalCheckEvents(
            progress: stderr.isTerminal ? ExternalProgressLine(write: { stderr.write($0) }) : nil,
            warning: { stderr.line("warning: \($0)") })
    }

    private static func positive(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> Int? {
        guard let number = try arguments.integer(option) else { return nil }
        guard number > 0 else {
            throw UsageError("option '\(option)' takes a number above 0, not '\(number)'", commandPath: arguments.commandPath)
        }
        return number
    }

    private static func seconds(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> Double? {
        guard let number = try arguments.decimal(option) else { return nil }
        guard number > 0 else {
            throw UsageError("option '\(option)' takes a number of seconds above 0, not '\(arguments.value(option) ?? "")'", commandPath: arguments.commandPath)
        }
        return number
    }
}

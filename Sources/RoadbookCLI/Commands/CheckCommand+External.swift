import Foundation
import LinkCheck
import LinkCheckSettings

extension CheckCommand {
    /// The options of `check --external`.
    static let externalOptionSpecs: [OptionSpec] = [
        .flag("--external", "Also fetch every external (http, https) URL once and report the dead ones (or external: true in the settings file)."),
        .value("--accept", "LIST", "External links: the statuses that count as alive (default 200..299; e.g. 200..299,403)."),
        .flag("--external-fragments", "External links: look up #fragments in the fetched HTML pages."),
        .value("--max-concurrency", "N", "External links: requests in flight at once (default 64)."),
        .value("--max-per-host", "N", "External links: requests in flight at once to one host (default 4)."),
        .value("--connect-timeout", "SECONDS", "External links: give up after this long without an answer (default 10)."),
        .value("--timeout", "SECONDS", "External links: give up on a request after this long in all (default 30)."),
        .value(
            "--cache-max-age", "AGE",
            "External links: reuse live results younger than AGE from .roadbook-check-cache (s, m, h, d; default 1d; 0: no cache)."
        ),
    ]

    /// The name of the cache file, in the current directory.
    static let externalCacheName = ".roadbook-check-cache"

    /// The external-link settings given on the command line; a usage error for a bad value.
    static func externalSettings(from arguments: ParsedArguments) throws(UsageError) -> CheckSettings.External {
        typealias External = CheckSettings.External
        func read<Value>(
            _ option: String, _ parse: (String) -> Result<Value, SettingProblem>
        ) throws(UsageError) -> Value? {
            try arguments.value(option).map { text throws(UsageError) in try value(parse(text), option, arguments) }
        }
        var settings = External()
        if arguments.flag("--external") { settings.isEnabled = true }
        if arguments.flag("--external-fragments") { settings.checksFragments = true }
        settings.accepted = try read("--accept", External.accepted)
        settings.maxConcurrency = try read("--max-concurrency", External.count)
        settings.maxPerHost = try read("--max-per-host", External.count)
        settings.connectTimeout = try read("--connect-timeout", External.seconds)
        settings.totalTimeout = try read("--timeout", External.seconds)
        settings.cacheMaxAge = try read("--cache-max-age", External.age)
        return settings
    }

    /// A usage error when the command line tunes the external check (`--accept`, `--timeout`, …) but neither it
    /// nor the settings file turns it on.
    static func requireExternal(
        given flags: CheckSettings.External, merged: CheckSettings.External, _ arguments: ParsedArguments
    ) throws(UsageError) {
        guard merged.isEnabled != true, let name = flags.tuningNames.first else { return }
        throw UsageError("option '--\(name)' needs '--external'", commandPath: arguments.commandPath)
    }

    /// The external checker `settings` ask for, or `nil` when external links are not checked. Its cache is
    /// `.roadbook-check-cache` in the current directory.
    static func externalChecker(_ settings: CheckSettings.External, _ context: CommandContext) -> ExternalLinkChecker? {
        guard settings.isEnabled == true else { return nil }
        var options = settings.checkerOptions
        options.cacheFile = context.url(forPath: externalCacheName)
        let totalTimeout = settings.totalTimeout ?? CheckSettings.External.defaultTotalTimeout
        // A request never waits longer than its total timeout, for a first byte either: `timeout: 5` alone means 5 s.
        let connectTimeout = min(settings.connectTimeout ?? CheckSettings.External.defaultConnectTimeout, totalTimeout)
        let fetcher = CurlHTTPFetcher(
            connectTimeout: connectTimeout, totalTimeout: totalTimeout,
            userAgent: CurlHTTPFetcher.userAgent(version: CLI.version), maxConnectionsPerHost: options.maxPerHost)
        return ExternalLinkChecker(options: options, fetcher: fetcher, now: context.now)
    }

    /// Where an external check reports: a progress line only when standard error is a terminal; warnings always.
    static func externalEvents(_ context: CommandContext) -> ExternalCheckEvents {
        let stderr = context.stderr
        return ExternalCheckEvents(
            progress: stderr.isTerminal ? ExternalProgressLine(write: { stderr.write($0) }) : nil,
            warning: { stderr.line("warning: \($0)") })
    }
}

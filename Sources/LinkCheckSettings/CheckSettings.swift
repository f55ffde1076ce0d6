import Diagnostics
import Foundation
import LinkCheck

/// What `roadbook check` is asked to do, from one source: the command line, `.roadbook-check.yaml`, or the
/// `check:` section of `site.yaml`. Every field is optional, so sources can be laid on top of each other
/// (``overridden(by:)``); the values are checked when they are read.
package struct CheckSettings: Sendable, Equatable {
    package var format: LinkCheckFormat?
    package var basePath: String?
    package var siteURL: String?
    package var isStrict: Bool?
    package var showsWarnings: Bool?
    package var skippedKinds: Set<FindingKind> = []
    package var ignoreURLPatterns: [String] = []
    package var ignoreFilePatterns: [String] = []
    package var fallbackExtensions: [String]?
    /// A report of `--format json` whose errors are known: only new errors fail the check.
    package var baseline: String?
    package var external = External()

    /// Settings that set nothing: each source is read onto these.
    package init() {}

    /// These settings with `other` on top: a setting `other` has wins; the lists of what not to report (`skip`,
    /// `ignore-url`, `ignore-file`) add up, this one's first.
    package func overridden(by other: CheckSettings) -> CheckSettings {
        var merged = self
        merged.format = other.format ?? format
        merged.basePath = other.basePath ?? basePath
        merged.siteURL = other.siteURL ?? siteURL
        merged.isStrict = other.isStrict ?? isStrict
        merged.showsWarnings = other.showsWarnings ?? showsWarnings
        merged.skippedKinds = skippedKinds.union(other.skippedKinds)
        merged.ignoreURLPatterns = ignoreURLPatterns + other.ignoreURLPatterns
        merged.ignoreFilePatterns = ignoreFilePatterns + other.ignoreFilePatterns
        merged.fallbackExtensions = other.fallbackExtensions ?? fallbackExtensions
        merged.baseline = other.baseline ?? baseline
        merged.external = external.overridden(by: other.external)
        return merged
    }

    /// The checker's options.
    package var options: LinkCheckOptions {
        var options = LinkCheckOptions(
            basePath: basePath, siteURL: siteURL, ignoreURLPatterns: ignoreURLPatterns,
            ignoreFilePatterns: ignoreFilePatterns, skippedKinds: skippedKinds, isStrict: isStrict ?? false)
        options.fallbackExtensions = fallbackExtensions ?? []
        return options
    }

    /// Whether text and github output list every warning: asked for, or made errors by `--strict`.
    package var listsWarnings: Bool { showsWarnings ?? false }

    // MARK: - Reading values (shared by the command line and the files)

    /// The format called `name`, or the message saying it is not one.
    package static func format(named name: String) -> Result<LinkCheckFormat, SettingProblem> {
        if let format = LinkCheckFormat(rawValue: name) { return .success(format) }
        let names = LinkCheckFormat.allCases.map(\.rawValue)
        let hint =
            Suggestion.nearest(to: name, in: names).map { Suggestion.didYouMean($0) }
            ?? "; the formats are \(names.map { "'\($0)'" }.joined(separator: ", "))"
        return .failure(.message("unknown format '\(name)'" + hint))
    }

    /// The kinds named in `list` (`empty,javascript-url`).
    package static func kinds(in list: String) -> Result<Set<FindingKind>, SettingProblem> {
        FindingKind.kinds(in: list).mapError { .message($0.description) }
    }

    /// The extensions named in `list` (`html,htm`; commas and spaces separate; a leading dot is dropped), or
    /// why one is not an extension.
    package static func extensions(in list: String) -> Result<[String], SettingProblem> {
        var extensions: [String] = []
        for name in list.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let bare = name.hasPrefix(".") ? name.dropFirst() : name
            guard !bare.isEmpty, !bare.contains("/"), !bare.contains("\\") else {
                return .failure(.expected("a file extension", value: String(name)))
            }
            if !extensions.contains(String(bare)) { extensions.append(String(bare)) }
        }
        return extensions.isEmpty ? .failure(.expected("a file extension", value: list)) : .success(extensions)
    }

    /// `pattern` if it is a valid regular expression.
    package static func pattern(_ pattern: String) -> Result<String, SettingProblem> {
        (try? NSRegularExpression(pattern: pattern)) == nil
            ? .failure(.expected("a regular expression", value: pattern)) : .success(pattern)
    }

    /// `url` if it is an `http:`/`https:` address with a host.
    package static func siteURL(_ url: String) -> Result<String, SettingProblem> {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else {
            return .failure(.expected("an http: or https: address", value: url))
        }
        return .success(url)
    }

    /// A base path with one slash on each side, as root-relative URLs start: `trip` → `/trip/`, `/` stays.
    /// A whole address (`https://example.org/trip/`) is kept as it is (its path counts).
    package static func normalizedBasePath(_ path: String) -> String {
        if path.contains("://") { return path }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        return segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/"
    }
}

import Diagnostics
import LinkCheck
import YAML

extension CheckSettingsReader {
    /// The keys of the external-link settings, named as their options.
    static let externalKeys = [
        "external", "accept", "external-fragments", "max-concurrency", "max-per-host", "connect-timeout", "timeout",
        "cache-max-age",
    ]

    /// Reads the external-link setting `key` (one of ``externalKeys``) with the same readers as its option.
    func readExternal(_ key: String, _ value: YAMLNode, into settings: inout CheckSettings.External) throws(Diagnostic) {
        typealias External = CheckSettings.External
        switch key {
        case "external": settings.isEnabled = try flag(value, key)
        case "external-fragments": settings.checksFragments = try flag(value, key)
        case "accept": settings.accepted = try accepted(value)
        case "max-concurrency": settings.maxConcurrency = try checked(External.count(text(value, key)), key, value)
        case "max-per-host": settings.maxPerHost = try checked(External.count(text(value, key)), key, value)
        case "connect-timeout": settings.connectTimeout = try checked(External.seconds(text(value, key)), key, value)
        case "timeout": settings.totalTimeout = try checked(External.seconds(text(value, key)), key, value)
        default: settings.cacheMaxAge = try checked(External.age(text(value, key)), key, value)
        }
    }

    /// `accept: 200..299,403`, or the same as a list (`[200..299, 403]`): each item is read as the option's value.
    private func accepted(_ value: YAMLNode) throws(Diagnostic) -> AcceptedStatuses {
        let items = try list(value, "accept")
        guard !items.isEmpty else {
            throw .error("'accept' takes \(CheckSettings.External.acceptedSort), not an empty list", at: location(value))
        }
        var ranges: [ClosedRange<Int>] = []
        for item in items {
            ranges += try checked(CheckSettings.External.accepted(text(item, "accept")), "accept", item).ranges
        }
        return AcceptedStatuses(ranges: ranges)
    }
}

import Foundation

/// Checks the external links of a site (`roadbook check --external`): every distinct URL fetched once, under a
/// global and a per-host limit, with live results reused from a cache.
public struct ExternalLinkChecker: Sendable {
    /// How to check.
    public let options: ExternalLinkOptions
    private let fetcher: any HTTPFetcher
    private let now: @Sendable () -> Date

    /// A checker that fetches through `fetcher`; `now` dates the cache entries.
    public init(options: ExternalLinkOptions, fetcher: any HTTPFetcher, now: @escaping @Sendable () -> Date = { Date() }) {
        self.options = options
        self.fetcher = fetcher
        self.now = now
    }

    /// What an external check found.
    struct Outcome: Sendable {
        /// The findings, in the order of the references.
        let findings: [Finding]
        /// How many distinct URLs were checked (fetched or found in the cache).
        let checkedURLCount: Int
        /// How many of them were fetched.
        let fetchedURLCount: Int
    }

    /// Checks `references` and returns their findings.
    func check(_ references: [ExternalReference], events: ExternalCheckEvents) async -> Outcome {
        let plan = ExternalCheckPlan(references, checksFragments: options.checksFragments)
        let cacheFile = options.cacheMaxAge > 0 ? options.cacheFile : nil
        var cache = ExternalLinkCache()
        if let cacheFile {
            let loaded = ExternalLinkCache.load(from: cacheFile)
            cache = loaded.cache
            loaded.warning.map(events.warning)
        }
        let startTime = now()
        var statuses: [String: ExternalLinkStatus] = [:]
        for target in plan.targets {
            if let status = cachedStatus(of: target, in: cache, now: startTime) { statuses[target.key] = status }
        }
        let missing = plan.targets.filter { statuses[$0.key] == nil }
        let fetched = await fetch(missing, events: events)
        statuses.merge(fetched) { _, new in new }
        if let cacheFile {
            cache.removeEntries(olderThan: options.cacheMaxAge, now: startTime)
            for (key, status) in fetched {
                if case .alive(let code, let anchors) = status {
                    cache.entries[key] = .init(checked: now().timeIntervalSince1970, status: code, anchors: anchors.map { $0.sorted() })
                } else {
                    cache.entries[key] = nil
                }
            }
            cache.save(to: cacheFile).map(events.warning)
        }
        return Outcome(findings: plan.findings(statuses), checkedURLCount: plan.targets.count, fetchedURLCount: missing.count)
    }

    /// The status the cache holds for `target`: only a fresh entry whose status is still accepted, with anchors
    /// when they are needed.
    private func cachedStatus(of target: ExternalCheckPlan.Target, in cache: ExternalLinkCache, now: Date) -> ExternalLinkStatus? {
        guard let entry = cache.freshEntry(for: target.key, now: now, maxAge: options.cacheMaxAge),
            options.accepted.contains(entry.status), !target.readsAnchors || entry.anchors != nil
        else { return nil }
        return .alive(status: entry.status, anchors: entry.anchors.map(Set.init))
    }

    /// Fetches every target concurrently (the limits decide how many at once) and shows progress.
    private func fetch(_ targets: [ExternalCheckPlan.Target], events: ExternalCheckEvents) async -> [String: ExternalLinkStatus] {
        guard !targets.isEmpty else { return [:] }
        let limits = ConnectionLimits(maxConcurrency: options.maxConcurrency, maxPerHost: options.maxPerHost)
        let checker = ExternalURLChecker(fetcher: fetcher, options: options, limits: limits, now: now)
        return await withTaskGroup(of: (String, String, ExternalLinkStatus).self) { group in
            for target in targets {
                group.addTask {
                    (target.key, target.url.host ?? "", await checker.check(target.url, readsAnchors: target.readsAnchors))
                }
            }
            var statuses: [String: ExternalLinkStatus] = [:]
            for await (key, host, status) in group {
                statuses[key] = status
                events.progress?.update(done: statuses.count, total: targets.count, host: host)
            }
            events.progress?.finish()
            return statuses
        }
    }
}

import Foundation

/// How ``ExternalLinkChecker`` checks external links (`roadbook check --external`).
public struct ExternalLinkOptions: Sendable, Equatable {
    /// How many requests may be in flight at once, over all hosts (`--max-concurrency`).
    public var maxConcurrency = 64
    /// How many requests may be in flight at once to one host (`--max-per-host`).
    public var maxPerHost = 4
    /// The statuses that count as alive (`--accept`).
    public var accepted = AcceptedStatuses.successful
    /// Whether the fragments of external URLs are looked up in the fetched page (`--external-fragments`).
    public var checksFragments = false
    /// The cache file (`.roadbook-check-cache`); `nil` for no cache.
    public var cacheFile: URL?
    /// How long a live result is reused from the cache, in seconds (`--cache-max-age`).
    public var cacheMaxAge: Double = 86400
    /// How many times a timeout, a 5xx status or a 429 is tried again.
    public var retries = 2
    /// The first wait before trying again, in seconds; each further wait doubles.
    public var retryDelay: Double = 1
    /// The longest `Retry-After` that is honoured, in seconds; a longer one is waited for only this long.
    public var maxRetryAfter: Double = 30
    /// Hosts known to answer `HEAD` wrongly, asked with `GET` straight away.
    public var getOnlyHosts: Set<String> = ["www.amazon.com", "amazon.com", "www.linkedin.com", "linkedin.com"]
    /// How many redirects are followed before a URL counts as dead.
    public var maxRedirects = 10

    /// The defaults: 64 requests at once, 4 per host, 2xx alive, no fragments, no cache.
    public init() {}

    /// The seconds of an age such as `--cache-max-age 1d`: a whole number followed by `s`, `m`, `h` or `d`
    /// (`0` alone is allowed); `nil` for anything else.
    public static func seconds(parsingAge text: String) -> Double? {
        CacheMaxAge.seconds(parsing: text)
    }
}

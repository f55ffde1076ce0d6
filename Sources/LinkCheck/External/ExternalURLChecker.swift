import Foundation

/// Checks one external URL: `HEAD` first (`GET` when the server refuses `HEAD`, is known to lie about it, or the
/// page's ids are needed), redirects followed by hand, timeouts, 5xx and 429 tried again with backoff.
struct ExternalURLChecker: Sendable {
    /// Sends the requests.
    let fetcher: any HTTPFetcher
    /// Limits, retries, accepted statuses.
    let options: ExternalLinkOptions
    /// The global and per-host slots every request waits for.
    let limits: ConnectionLimits
    /// The current time, for `Retry-After` dates.
    let now: @Sendable () -> Date

    /// The status of `url` (absolute, without fragment); with `readsAnchors`, an alive HTML page's anchors too.
    func check(_ url: URL, readsAnchors: Bool) async -> ExternalLinkStatus {
        var current = url
        var visited: Set<String> = [url.absoluteString]
        var method: HTTPMethod = readsAnchors || isGetOnly(url) ? .get : .head
        var permanentStatus: Int?
        while true {
            let response: HTTPResponse
            switch await fetchRetrying(HTTPRequest(url: current, method: method, readsBody: readsAnchors)) {
            case .failure(let failure): return .dead(reason: failure.description)
            case .rateLimited(let attempts): return .rateLimited(attempts: attempts)
            case .response(let answer): response = answer
            }
            if method == .head, response.status == 405 || response.status == 501 {
                method = .get
                continue
            }
            if (300...399).contains(response.status), response.status != 304, let location = response.headers["location"] {
                guard let next = Self.redirectTarget(location, from: current) else {
                    return .dead(reason: "redirect to an invalid URL '\(location)'")
                }
                if current == url, response.status == 301 || response.status == 308 { permanentStatus = response.status }
                if visited.contains(next.absoluteString) { return .dead(reason: "redirect loop") }
                if visited.count > options.maxRedirects { return .dead(reason: "more than \(options.maxRedirects) redirects") }
                visited.insert(next.absoluteString)
                current = next
                if isGetOnly(next) { method = .get }
                continue
            }
            guard options.accepted.contains(response.status) else {
                let place = current == url ? "" : " at '\(current.absoluteString)'"
                return .dead(reason: HTTPStatusText.describe(response.status) + place)
            }
            if readsAnchors, response.isHTML, let cut = response.incompleteBody {
                return .unreadPage(status: response.status, reason: cut)
            }
            let anchors = readsAnchors && response.isHTML ? Self.anchors(in: response.body) : nil
            if let permanentStatus {
                return .movedPermanently(
                    permanentStatus: permanentStatus, final: current.absoluteString, status: response.status, anchors: anchors)
            }
            return .alive(status: response.status, anchors: anchors)
        }
    }

    /// The ids and `<a name>`s of an HTML page, read with the checker's own scanner.
    static func anchors(in body: Data) -> Set<String> {
        guard let elements = HTMLScanner.scan(body) else { return [] }
        return Set(PageAnalyzer(file: "", isIgnoredURL: { _ in false }).analyze(elements).anchors.map(\.text))
    }

    /// The absolute `http(s)` URL a `Location` header points to, without fragment; `nil` if it is not one.
    static func redirectTarget(_ location: String, from current: URL) -> URL? {
        guard let resolved = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        guard var parts = URLComponents(url: resolved, resolvingAgainstBaseURL: false) else { return nil }
        parts.fragment = nil
        return parts.url
    }

    private func isGetOnly(_ url: URL) -> Bool {
        options.getOnlyHosts.contains(url.host?.lowercased() ?? "")
    }

    private enum Outcome {
        case response(HTTPResponse)
        case failure(HTTPFetchFailure)
        case rateLimited(attempts: Int)
    }

    /// Sends `request`, trying again after a timeout, a 5xx or a 429 (waiting as `Retry-After` asks, up to
    /// the cap, or with doubling backoff), holding a host and a global slot only while a request is in flight.
    private func fetchRetrying(_ request: HTTPRequest) async -> Outcome {
        let host = request.url.host?.lowercased() ?? ""
        var attempt = 0
        while true {
            let fetcher = fetcher
            let result = await limits.withSlot(forHost: host) { await fetcher.fetch(request) }
            let isLast = attempt >= options.retries
            var wait = options.retryDelay * Double(1 << min(attempt, 16))
            switch result {
            case .success(let response) where response.status == 429:
                if isLast { return .rateLimited(attempts: attempt + 1) }
                wait = retryAfter(response) ?? wait
            case .success(let response) where response.status >= 500 && !(request.method == .head && response.status == 501):
                if isLast { return .response(response) }
                wait = retryAfter(response) ?? wait
            case .success(let response):
                return .response(response)
            case .failure(let failure):
                if isLast || !failure.isTransient { return .failure(failure) }
            }
            attempt += 1
            try? await Task.sleep(for: .milliseconds(Int(wait * 1000)))
        }
    }

    private func retryAfter(_ response: HTTPResponse) -> Double? {
        response.headers["retry-after"].flatMap { RetryAfter.delay($0, now: now()) }.map { min($0, options.maxRetryAfter) }
    }
}

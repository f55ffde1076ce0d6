import TestSupport

/// The routes of the fixture server for external-link tests: one per kind of answer a real server gives.
enum FixtureRoutes {
    /// The page whose ids fragments are looked up in.
    static let page = "<!doctype html><title>p</title><h2 id=\"intro\">Intro</h2><p><a name=\"legacy\">old</a></p>"

    /// The answer to `request`.
    static func answer(_ request: FixtureHTTPServer.Request) -> FixtureHTTPServer.Response {
        let path = request.path
        let isFirst = request.earlierHits == 0
        switch path {
        case "/ok", "/hits": return .init(200, body: "ok")
        case "/moved": return .init(301, headers: ["Location": "/ok"])
        case "/loop-a": return .init(302, headers: ["Location": "/loop-b"])
        case "/loop-b": return .init(302, headers: ["Location": "/loop-a"])
        case "/moved-to-gone": return .init(301, headers: ["Location": "/gone"])
        case "/missing": return .init(404)
        case "/gone": return .init(410)
        case "/no-head": return .init(request.method == "HEAD" ? 405 : 200)
        case "/busy": return .init(429, headers: ["Retry-After": "1"])
        case "/busy-once": return isFirst ? .init(429, headers: ["Retry-After": "1"]) : .init(200)
        case "/flaky": return .init(isFirst ? 500 : 200)
        case "/slow": return .init(200, delay: 3)
        case "/trickle": return .init(200, trickledHeaders: 20)
        case "/page": return .init(200, body: page)
        default: break
        }
        if path.hasPrefix("/hop/"), let left = Int(path.dropFirst(5)) {
            return left == 0 ? .init(200) : .init(302, headers: ["Location": "/hop/\(left - 1)"])
        }
        if path.hasPrefix("/wait/") { return .init(200, delay: 0.3) }
        if path.hasPrefix("/delay/") { return .init(200, delay: 0.5) }
        return .init(404)
    }
}

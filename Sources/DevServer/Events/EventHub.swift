import Foundation

/// What open pages learn by Server-Sent Events at `/_roadbook/events`: each rebuild's version and changed paths, and
/// the current errors. A page that reconnects says which version it has (`?since=N`) and is told at once whether
/// its page changed meanwhile.
final class EventHub: @unchecked Sendable {
    /// The path of the event stream.
    static let path = "/_roadbook/events"
    /// Versions remembered for pages that reconnect; a page older than that reloads.
    static let historyLimit = 1000

    private let lock = NSLock()
    private var version = 1
    private var history: [(version: Int, paths: [String])] = []
    private var diagnostics: [String] = []
    private var streams: [ObjectIdentifier: EventStream] = [:]

    /// The current version.
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return version
    }

    /// Tells every open page about `outcome`.
    func publish(_ outcome: RebuildOutcome) {
        lock.lock()
        let message: Data
        switch outcome {
        case .rebuilt(let paths):
            version += 1
            history.append((version, paths))
            if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
            diagnostics = []
            message = Self.buildEvent(version: version, paths: paths) + Self.errorsEvent([])
        case .failed(let lines):
            diagnostics = lines
            message = Self.errorsEvent(lines)
        }
        let open = Array(streams.values)
        lock.unlock()
        for stream in open { stream.send(message) }
    }

    /// A new stream for a page at version `since`: it starts with what changed since then and the current errors.
    func open(since: Int?) -> EventStream {
        lock.lock()
        defer { lock.unlock() }
        var first = Data("retry: 1000\n\n".utf8)
        if let since, since < version {
            let missed = history.filter { $0.version > since }
            let all = missed.count < version - since  // older than the history: reload
            first += Self.buildEvent(version: version, paths: missed.flatMap(\.paths), all: all)
        }
        first += Self.errorsEvent(diagnostics)
        let stream = EventStream(first: first)
        streams[ObjectIdentifier(stream)] = stream
        return stream
    }

    /// Forgets a stream whose connection ended.
    func closed(_ stream: EventStream) {
        lock.lock()
        streams[ObjectIdentifier(stream)] = nil
        lock.unlock()
    }

    /// Ends every stream (the server stops).
    func closeAll() {
        lock.lock()
        let open = Array(streams.values)
        streams = [:]
        lock.unlock()
        for stream in open { stream.close() }
    }

    /// `event: build` with the version, the changed paths (`/locations/x/`) and whether every page reloads.
    static func buildEvent(version: Int, paths: [String], all: Bool? = nil) -> Data {
        let reloadsAll = all ?? paths.contains(where: Self.isSharedAsset)
        let object: [String: Any] = ["version": version, "paths": paths.map { "/" + $0 }, "all": reloadsAll]
        return event("build", object)
    }

    /// `event: errors` with the diagnostics lines (none: the overlay goes away).
    static func errorsEvent(_ lines: [String]) -> Data {
        event("errors", ["diagnostics": lines])
    }

    private static func event(_ name: String, _ object: [String: Any]) -> Data {
        let json =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return Data("event: \(name)\ndata: ".utf8) + json + Data("\n\n".utf8)
    }

    /// Whether a changed file is one every page may use (a stylesheet, a script, an image, a font).
    static func isSharedAsset(_ path: String) -> Bool {
        let extensions = ["css", "js", "svg", "png", "jpg", "jpeg", "webp", "gif", "avif", "ico", "woff", "woff2"]
        guard let dot = path.lastIndex(of: "."), !path.hasSuffix("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }
}

import Foundation

/// What open pages learn by Server-Sent Events at `/_roadbook/events`: each rebuild's version and changed paths, the
/// current errors, and what an action from a page changed (`change`, before its rebuild). A page that reconnects says which version it has (`?since=N`) and is told at once whether
/// its page changed meanwhile.
///
/// A connection waiting for events is suspended, so the server would not see its client go. Two things free it:
/// a heartbeat (an SSE comment every ``ServerLimits/heartbeatSeconds`` to every stream, whose write fails on a
/// closed connection, which then ends), and a cap on open streams (``ServerLimits/eventStreams``): the oldest
/// stream is ended when a new one would pass it (a page that is still open reconnects, as `EventSource` does). So
/// event streams can never hold the connections that ordinary requests need.
final class EventHub: @unchecked Sendable {
    /// The path of the event stream.
    static let path = "/_roadbook/events"
    /// Versions remembered for pages that reconnect; a page older than that reloads.
    static let historyLimit = 1000
    /// What the heartbeat sends: an SSE comment, which pages ignore.
    static let heartbeat = Data(": heartbeat\n\n".utf8)

    private let lock = NSLock()
    private var version = 1
    private var history: [(version: Int, paths: [String])] = []
    private var diagnostics: [String] = []
    private var streams: [ObjectIdentifier: (order: Int, stream: EventStream)] = [:]
    private var opened = 0
    private var heartbeatTimer: DispatchSourceTimer?
    /// Streams open at once; the oldest is ended when a new one would pass it.
    private var streamLimit: Int

    /// A hub that keeps at most `streamLimit` streams open.
    init(streamLimit: Int = ServerLimits.standard.eventStreams) {
        self.streamLimit = max(1, streamLimit)
    }

    /// Keeps at most `count` streams open from now on (the server lowers it to what its connections allow).
    func limit(to count: Int) {
        lock.lock()
        streamLimit = max(1, count)
        lock.unlock()
    }

    /// Sends ``heartbeat`` to every open stream every `seconds`, until ``closeAll()``.
    func startHeartbeat(every seconds: Double) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let interval = DispatchTimeInterval.milliseconds(Int(min(max(seconds, 0.01), 86_400) * 1000))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.sendHeartbeat() }
        lock.lock()
        heartbeatTimer?.cancel()
        heartbeatTimer = timer
        lock.unlock()
        timer.resume()
    }

    private func sendHeartbeat() {
        lock.lock()
        let open = streams.values.map(\.stream)
        lock.unlock()
        for stream in open { stream.send(Self.heartbeat) }
    }

    /// Streams open now.
    var openStreams: Int {
        lock.lock()
        defer { lock.unlock() }
        return streams.count
    }

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
        let open = streams.values.map(\.stream)
        lock.unlock()
        for stream in open { stream.send(message) }
    }

    /// Tells every open page what an accepted action changed (its answer's JSON object), at once: a page shows it
    /// without waiting for the rebuild that the changed file starts, whose `build` event follows and reloads it.
    func publishChange(_ json: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return }
        let message = Self.event("change", object)
        lock.lock()
        let open = streams.values.map(\.stream)
        lock.unlock()
        for stream in open { stream.send(message) }
    }

    /// A new stream for a page at version `since` (any value: one below 1 or far past the current version is a
    /// page that reloads): it starts with what changed since then and the current errors. When the streams would
    /// pass the limit, the oldest one is ended.
    func open(since: Int?) -> EventStream {
        lock.lock()
        var first = Data("retry: 1000\n\n".utf8)
        if let since, since < version {
            let missed = history.filter { $0.version > since }
            let (gap, overflow) = version.subtractingReportingOverflow(since)
            let all = overflow || missed.count < gap  // older than the history: reload
            first += Self.buildEvent(version: version, paths: missed.flatMap(\.paths), all: all)
        }
        first += Self.errorsEvent(diagnostics)
        let stream = EventStream(first: first)
        opened += 1
        streams[ObjectIdentifier(stream)] = (opened, stream)
        var evicted: EventStream?
        if streams.count > streamLimit, let oldest = streams.min(by: { $0.value.order < $1.value.order }) {
            streams[oldest.key] = nil
            evicted = oldest.value.stream
        }
        lock.unlock()
        evicted?.close()
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
        let open = streams.values.map(\.stream)
        streams = [:]
        heartbeatTimer?.cancel()
        heartbeatTimer = nil
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

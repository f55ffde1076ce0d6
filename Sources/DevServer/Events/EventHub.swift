import Escaping
import Foundation
import Parallelism

/// What open pages learn by Server-Sent Events at `/_roadbook/events`: each rebuild's version and changed paths, the
/// current errors, and what an action from a page changed (`change`, before its rebuild). A page that reconnects says which version it has (`?since=N`) and is told at once whether
/// its page changed meanwhile.
///
/// A connection waiting for events is suspended, so the server would not see its client go. Two things free it:
/// a heartbeat (an SSE comment every ``ServerLimits/heartbeatSeconds`` to every stream, whose write fails on a
/// closed connection, which then ends), and a cap on open streams (``ServerLimits/eventStreams``): the oldest
/// stream is ended when a new one would pass it (a page that is still open reconnects, as `EventSource` does). So
/// event streams can never hold the connections that ordinary requests need.
final class EventHub: Sendable {
    /// The path of the event stream.
    static let path = "/_roadbook/events"
    /// Versions remembered for pages that reconnect; a page older than that reloads.
    static let historyLimit = 1000
    /// What the heartbeat sends: an SSE comment, which pages ignore.
    static let heartbeat = Data(": heartbeat\n\n".utf8)

    /// What the hub knows: the version and its history, the current errors and the open streams.
    private struct State {
        var version = 1
        var history: [(version: Int, paths: [String])] = []
        var diagnostics: [String] = []
        var streams: [ObjectIdentifier: (order: Int, stream: EventStream)] = [:]
        var opened = 0
        var heartbeatTimer: (any DispatchSourceTimer)?
        /// Streams open at once; the oldest is ended when a new one would pass it.
        var streamLimit: Int

        var openStreams: [EventStream] { streams.values.map(\.stream) }
    }

    private let state: Locked<State>

    /// A hub that keeps at most `streamLimit` streams open.
    init(streamLimit: Int = ServerLimits.standard.eventStreams) {
        state = Locked(State(streamLimit: max(1, streamLimit)))
    }

    /// Keeps at most `count` streams open from now on (the server lowers it to what its connections allow).
    func limit(to count: Int) {
        state.withLock { $0.streamLimit = max(1, count) }
    }

    /// Sends ``heartbeat`` to every open stream every `seconds`, until ``closeAll()``.
    func startHeartbeat(every seconds: Double) {
        let interval = DispatchTimeInterval.milliseconds(Int(min(max(seconds, 0.01), 86_400) * 1000))
        state.withLock { state in
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in self?.sendHeartbeat() }
            timer.resume()
            state.heartbeatTimer?.cancel()
            state.heartbeatTimer = timer
        }
    }

    private func sendHeartbeat() {
        for stream in state.withLock({ $0.openStreams }) { stream.send(Self.heartbeat) }
    }

    /// Streams open now.
    var openStreams: Int {
        state.withLock { $0.streams.count }
    }

    /// The current version.
    var current: Int {
        state.withLock { $0.version }
    }

    /// Tells every open page about `outcome`.
    func publish(_ outcome: RebuildOutcome) {
        let (message, open) = state.withLock { state in
            let message: Data
            switch outcome {
            case .rebuilt(let paths):
                state.version += 1
                state.history.append((state.version, paths))
                if state.history.count > Self.historyLimit { state.history.removeFirst(state.history.count - Self.historyLimit) }
                state.diagnostics = []
                message = Self.buildEvent(version: state.version, paths: paths) + Self.errorsEvent([])
            case .failed(let lines):
                state.diagnostics = lines
                message = Self.errorsEvent(lines)
            }
            return (message, state.openStreams)
        }
        for stream in open { stream.send(message) }
    }

    /// Tells every open page what an accepted action changed (its answer's JSON object), at once: a page shows it
    /// without waiting for the rebuild that the changed file starts, whose `build` event follows and reloads it.
    func publishChange(_ json: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return }
        let message = Self.event("change", object)
        let open = state.withLock { $0.openStreams }
        for stream in open { stream.send(message) }
    }

    /// A new stream for a page at version `since` (any value: one below 1 or far past the current version is a
    /// page that reloads): it starts with what changed since then and the current errors. When the streams would
    /// pass the limit, the oldest one is ended.
    func open(since: Int?) -> EventStream {
        let (stream, evicted) = state.withLock { state -> (EventStream, EventStream?) in
            var first = Data("retry: 1000\n\n".utf8)
            if let since, since < state.version {
                let missed = state.history.filter { $0.version > since }
                let (gap, overflow) = state.version.subtractingReportingOverflow(since)
                let all = overflow || missed.count < gap  // older than the history: reload
                first += Self.buildEvent(version: state.version, paths: missed.flatMap(\.paths), all: all)
            }
            first += Self.errorsEvent(state.diagnostics)
            let stream = EventStream(first: first)
            state.opened += 1
            state.streams[ObjectIdentifier(stream)] = (state.opened, stream)
            var evicted: EventStream?
            if state.streams.count > state.streamLimit,
                let oldest = state.streams.min(by: { $0.value.order < $1.value.order })
            {
                state.streams[oldest.key] = nil
                evicted = oldest.value.stream
            }
            return (stream, evicted)
        }
        evicted?.close()
        return stream
    }

    /// Forgets a stream whose connection ended.
    func closed(_ stream: EventStream) {
        state.withLock { $0.streams[ObjectIdentifier(stream)] = nil }
    }

    /// Ends every stream (the server stops).
    func closeAll() {
        let open = state.withLock { state in
            let open = state.openStreams
            state.streams = [:]
            state.heartbeatTimer?.cancel()
            state.heartbeatTimer = nil
            return open
        }
        for stream in open { stream.close() }
    }

    /// `event: build` with the version, the changed paths (`/locations/x/`) and whether every page reloads.
    static func buildEvent(version: Int, paths: [String], all: Bool? = nil) -> Data {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("all")
        writer.bool(all ?? paths.contains(where: Self.isSharedAsset))
        writer.key("paths")
        writer.array(of: paths.map { "/" + $0 })
        writer.key("version")
        writer.number(version)
        writer.endObject()
        return event("build", Data(writer.text.utf8))
    }

    /// `event: errors` with the diagnostics lines (none: the overlay goes away).
    static func errorsEvent(_ lines: [String]) -> Data {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("diagnostics")
        writer.array(of: lines)
        writer.endObject()
        return event("errors", Data(writer.text.utf8))
    }

    /// `object` (an action's answer, read back) written again on one line, keys sorted.
    private static func event(_ name: String, _ object: [String: Any]) -> Data {
        let json =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return event(name, json)
    }

    /// The event `name` with the one line of JSON `json`.
    private static func event(_ name: String, _ json: Data) -> Data {
        Data("event: \(name)\ndata: ".utf8) + json + Data("\n\n".utf8)
    }

    /// Whether a changed file is one every page may use (a stylesheet, a script, an image, a font).
    static func isSharedAsset(_ path: String) -> Bool {
        let extensions = ["css", "js", "svg", "png", "jpg", "jpeg", "webp", "gif", "avif", "ico", "woff", "woff2"]
        guard let dot = path.lastIndex(of: "."), !path.hasSuffix("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }
}

import Foundation
import Parallelism

/// A local preview server: serves a folder over HTTP on one address (127.0.0.1 unless told otherwise), watches
/// source paths with inotify and calls `rebuild` when they change, and tells open pages by Server-Sent Events: the
/// pages whose files changed reload, and every page shows the errors of a failed rebuild until it is fixed.
///
/// It knows nothing of what it serves: the folder is any static site, the rebuild any closure that rewrites it.
/// Pages get a small live-reload script when they are served; the files on disk are never changed.
package final class DevServer: Sendable {
    /// The folder served.
    package let root: URL
    /// The port asked for (0: any free port).
    package let requestedPort: UInt16
    /// The address listened on.
    package let host: ListenAddress
    /// What each client is allowed.
    package let limits: ServerLimits
    private let events: EventHub
    private let rebuild: @Sendable ([String]) -> RebuildOutcome
    /// What runs after a rebuild's outcome is published, before the next rebuild, until it returns nil; what each
    /// run changed is published too.
    private let afterPublish: @Sendable () -> RebuildOutcome?
    /// The paths that `afterPublish` will write: requests for them wait for it.
    package let pending: PendingPaths
    private let watcher: InotifyWatcher?
    private let injectsLiveReload: Bool
    /// The path the site also answers at (its base URL's, `/ozbekiston/`): the pages link to each other by
    /// relative URLs and work at `/`, but a 404 page links from the site's path, so that path is served too.
    package let basePath: String
    /// Where served pages send actions that change the site, if they may (see ``EditingGate``).
    package let editing: EditingEndpoint?
    /// The listener and where it listens, once started.
    private let serving = Locked<Serving?>(nil)
    /// Held while a rebuild runs: one at a time, and ``stop(waitingForRebuild:)`` waits for it.
    private let rebuilding = Locked(())

    /// What a started server has.
    private struct Serving {
        let listener: MicroHTTPDListener
        let port: UInt16
        let address: ListenAddress
    }

    /// A server for `root` on `host`:`port`; when `watching` is not empty, a change there calls `rebuild` with
    /// the changed paths, and open pages learn what it did; then `afterPublish` runs, still before any other rebuild
    /// (the work a rebuild leaves for after the pages are served), again until it returns nil, and open pages learn
    /// what each run changed. Meanwhile a request for a path in `pending` (which the rebuild and `afterPublish`
    /// keep) waits. With `editing`, served pages get its addition
    /// and may post actions to ``EditingEndpoint/path``.
    package init(
        root: URL, host: ListenAddress = .loopback, port: UInt16 = 8000, limits: ServerLimits = .standard,
        watching: [URL] = [], liveReload: Bool = true, editing: EditingEndpoint? = nil, basePath: String = "/",
        pending: PendingPaths = PendingPaths(),
        rebuild: @escaping @Sendable ([String]) -> RebuildOutcome = { _ in .rebuilt(changedPaths: []) },
        afterPublish: @escaping @Sendable () -> RebuildOutcome? = { nil }
    ) {
        self.afterPublish = afterPublish
        self.pending = pending
        self.root = root.standardizedFileURL
        self.host = host
        self.requestedPort = port
        self.limits = limits
        self.events = EventHub(streamLimit: Self.eventStreamLimit(limits, connections: limits.connections))
        self.rebuild = rebuild
        self.injectsLiveReload = liveReload
        self.editing = editing
        self.basePath = basePath
        if watching.isEmpty {
            self.watcher = nil
        } else {
            let box = WeakServer()
            self.watcher = InotifyWatcher(paths: watching) { changed in
                box.server?.rebuild(changedPaths: changed)
            }
            box.server = self
        }
    }

    /// Starts listening and watching; returns the port (the one the system chose for port 0).
    @discardableResult
    package func start() throws(DevServerError) -> UInt16 {
        try serving.withLock { (serving) throws(DevServerError) -> UInt16 in
            if let serving { return serving.port }
            let started = try startServing()
            serving = started
            watcher?.start()
            return started.port
        }
    }

    /// Listens on `host`:`requestedPort` and serves (called with ``serving`` locked).
    private func startServing() throws(DevServerError) -> Serving {
        let (socket, address, port) = try ListeningSocket.listen(on: host, port: requestedPort)
        let responder = StaticSiteResponder(
            root: root, injectsLiveReload: injectsLiveReload, events: events, pageAddition: editing?.pageAddition,
            scripts: editing.map { [EditingEndpoint.scriptPath: $0.script] } ?? [:], basePath: basePath, pending: pending)
        let events = events
        let gate = editing.map { EditingGate(endpoint: $0, address: host, port: port, accepted: { events.publishChange($0) }) }
        var allowed = limits
        allowed.connections = Self.connectionsTheProcessCanOpen(asked: limits.connections)
        events.limit(to: Self.eventStreamLimit(limits, connections: allowed.connections))
        events.startHeartbeat(every: limits.heartbeatSeconds)
        let listener = try MicroHTTPDListener(
            socket: socket, isIPv6: host.isIPv6, limits: allowed, perAddressLimit: !host.isLoopback,
            bodyPaths: gate == nil ? [] : [EditingEndpoint.path]
        ) { request in gate?.response(to: request) ?? responder.response(to: request) }
        return Serving(listener: listener, port: port, address: address)
    }

    /// Stops watching and serving. Safe to call twice. With `waitingForRebuild` (the default) a rebuild that is
    /// running finishes first; without, serving stops at once whatever the rebuild is doing (for a signal).
    package func stop(waitingForRebuild: Bool = true) {
        watcher?.stop()
        if waitingForRebuild {
            rebuilding.withLock { _ in stopServing() }
        } else {
            stopServing()
        }
    }

    private func stopServing() {
        events.closeAll()
        serving.withLock { serving in
            defer { serving = nil }
            return serving?.listener
        }?.stop()
    }

    /// The port served on, once started.
    package var port: UInt16? {
        serving.withLock { $0?.port }
    }

    /// The address the listening socket is bound to, as the socket names it (`getsockname`), once started: `host`
    /// itself, never the any-address `0.0.0.0` in its place.
    package var listeningAddress: ListenAddress? {
        serving.withLock { $0?.address }
    }

    /// The address to open, once started: `http://127.0.0.1:PORT/` (`http://[::1]:PORT/` for IPv6).
    package var url: String? {
        urls.first
    }

    /// Every URL a browser can open the site at, loopback first (for `--host 0.0.0.0`, one per interface).
    package var urls: [String] {
        guard let port else { return [] }
        return host.reachableAddresses.map { "http://\($0.urlHost):\(port)/" }
    }

    /// `asked`, or fewer when the process may not open that many files: room is kept for the files being sent
    /// and the build's own.
    static func connectionsTheProcessCanOpen(asked: Int) -> Int {
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else { return asked }
        return min(asked, max(16, (Int(limit.rlim_cur) - 64) / 2))
    }

    /// The event streams allowed: as asked, but at most a quarter of the `connections`.
    static func eventStreamLimit(_ limits: ServerLimits, connections: Int) -> Int {
        max(1, min(limits.eventStreams, connections / 4))
    }

    /// The status of the answer to `request` as the server would give it, without a socket (for the fuzz target
    /// of request parsing: any path and `since` value gets an answer, never a trap).
    package func responseStatus(to request: HTTPRequest) -> Int {
        StaticSiteResponder(root: root, injectsLiveReload: injectsLiveReload, events: events).response(to: request).status
    }

    /// Event streams open now.
    var openEventStreams: Int {
        events.openStreams
    }

    /// Connections held now, event streams among them: what a closed page that is not freed leaves behind. The
    /// server's own count, where the process's descriptors also count those of anything else the process does.
    var openConnections: Int {
        serving.withLock { $0?.listener.openConnections ?? 0 }
    }

    /// The version of the site served: 1, then one more for every successful rebuild.
    package var version: Int {
        events.current
    }

    /// Runs `rebuild` now for `changedPaths` and tells open pages what it did, then what `afterPublish` changed.
    /// Returns the outcome of the rebuild.
    ///
    /// When a watched file changes while `afterPublish` runs (a save right after another), the parts left stay
    /// left, and their paths pending: the next rebuild runs at once, and its own `afterPublish` does them. Finishing
    /// them first held the next edit's page back by the whole of the search index and the exports (a second at
    /// 10,000 places).
    @discardableResult
    package func rebuild(changedPaths: [String]) -> RebuildOutcome {
        rebuilding.withLock { _ in
            let outcome = rebuild(changedPaths)
            events.publish(outcome)
            while true {
                if watcher?.changedDuringReport() == true { return outcome }
                guard let later = afterPublish() else { break }
                if case .rebuilt(let paths) = later, paths.isEmpty { continue }
                events.publish(later)
            }
            pending.release()
            return outcome
        }
    }

    /// Tells open pages `outcome` without a rebuild (the errors of a first build that failed).
    package func publish(_ outcome: RebuildOutcome) {
        events.publish(outcome)
    }

    deinit {
        watcher?.stop()
        events.closeAll()
        serving.withLock { $0?.listener }?.stop()
    }
}

/// The watcher's way back to its server without keeping it alive.
private final class WeakServer: Sendable {
    private struct Reference {
        weak var server: DevServer?
    }

    private let reference = Locked(Reference())

    /// The server, while it exists.
    var server: DevServer? {
        get { reference.withLock { $0.server } }
        set { reference.withLock { $0.server = newValue } }
    }
}

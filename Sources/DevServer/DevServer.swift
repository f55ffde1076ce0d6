import Foundation

/// A local preview server: serves a folder over HTTP on one address (127.0.0.1 unless told otherwise), watches
/// source paths and calls `rebuild` when they change, and makes open pages reload after each successful rebuild.
///
/// It knows nothing of what it serves: the folder is any static site, the rebuild any closure that rewrites it.
/// Pages get a small live-reload script when they are served; the files on disk are never changed.
public final class DevServer: @unchecked Sendable {
    /// The folder served.
    public let root: URL
    /// The port asked for (0: any free port).
    public let requestedPort: UInt16
    /// The address listened on.
    public let host: ListenAddress
    /// What each client is allowed.
    public let limits: ServerLimits
    private let buildVersion = BuildVersion()
    private let rebuild: @Sendable ([String]) -> Bool
    private let watcher: DirectoryWatcher?
    private let injectsLiveReload: Bool
    private let lock = NSLock()
    private var listener: MicroHTTPDListener?
    private var boundPort: UInt16?

    /// A server for `root` on `host`:`port`; when `watching` is not empty, a change there calls `rebuild` with
    /// the changed paths, and a `true` result (the folder was rebuilt) bumps the version that pages poll.
    public init(
        root: URL, host: ListenAddress = .loopback, port: UInt16 = 8000, limits: ServerLimits = .standard,
        watching: [URL] = [], pollInterval: Duration = .milliseconds(300), liveReload: Bool = true,
        rebuild: @escaping @Sendable ([String]) -> Bool = { _ in true }
    ) {
        self.root = root.standardizedFileURL
        self.host = host
        self.requestedPort = port
        self.limits = limits
        self.rebuild = rebuild
        self.injectsLiveReload = liveReload
        if watching.isEmpty {
            self.watcher = nil
        } else {
            let box = WeakServer()
            self.watcher = DirectoryWatcher(paths: watching, interval: pollInterval) { changed in
                box.server?.rebuild(changedPaths: changed)
            }
            box.server = self
        }
    }

    /// Starts listening and watching; returns the port (the one the system chose for port 0).
    @discardableResult
    public func start() throws(DevServerError) -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        if let boundPort { return boundPort }
        let (socket, port) = try ListeningSocket.listen(on: host, port: requestedPort)
        let responder = StaticSiteResponder(root: root, injectsLiveReload: injectsLiveReload) { [buildVersion] in
            buildVersion.current
        }
        var allowed = limits
        allowed.connections = Self.connectionsTheProcessCanOpen(asked: limits.connections)
        listener = try MicroHTTPDListener(
            socket: socket, isIPv6: host.isIPv6, limits: allowed, perAddressLimit: !host.isLoopback
        ) { request in responder.response(to: request) }
        boundPort = port
        watcher?.start()
        return port
    }

    /// Stops watching and serving. Safe to call twice. With `waitingForRebuild` (the default) a rebuild that is
    /// running finishes first; without, serving stops at once whatever the rebuild is doing (for a signal).
    public func stop(waitingForRebuild: Bool = true) {
        if waitingForRebuild { watcher?.stop() } else { watcher?.cancel() }
        lock.lock()
        let running = listener
        listener = nil
        boundPort = nil
        lock.unlock()
        running?.stop()
    }

    /// The port served on, once started.
    public var port: UInt16? {
        lock.lock()
        defer { lock.unlock() }
        return boundPort
    }

    /// The address to open, once started: `http://127.0.0.1:PORT/` (`http://[::1]:PORT/` for IPv6).
    public var url: String? {
        port.map { "http://\(host.urlHost):\($0)/" }
    }

    /// `asked`, or fewer when the process may not open that many files: room is kept for the files being sent
    /// and the build's own.
    static func connectionsTheProcessCanOpen(asked: Int) -> Int {
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else { return asked }
        return min(asked, max(16, (Int(limit.rlim_cur) - 64) / 2))
    }

    /// The version pages poll at `/__roadbook/version`: 1, then one more for every successful rebuild.
    public var version: Int {
        buildVersion.current
    }

    /// Runs `rebuild` now for `changedPaths`; on success bumps the version, so open pages reload. Returns the result.
    @discardableResult
    public func rebuild(changedPaths: [String]) -> Bool {
        guard rebuild(changedPaths) else { return false }
        buildVersion.bump()
        return true
    }

    deinit {
        watcher?.stop()
        listener?.stop()
    }
}

/// The watcher's way back to its server without keeping it alive.
private final class WeakServer: @unchecked Sendable {
    weak var server: DevServer?
}

import DevServer
import Dispatch
import Foundation
import RoadbookSite
import SiteFiles

/// `roadbook serve`: builds the site into a temporary folder from a live model of it, serves it on 127.0.0.1,
/// rebuilds only the pages whose data changed when its sources change (inotify), and makes the open pages that
/// changed reload (Server-Sent Events); errors show in the terminal and over every open page.
enum ServeCommand {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Serve the site on 127.0.0.1, rebuilding on change.",
        discussion: """
            The site is built into a temporary folder (never into its output folder) and served on 127.0.0.1 only,
            unless --host names another address. A change to site.yaml, content/, i18n/, templates/ or static/
            rebuilds the pages whose data changed; open pages that changed reload by themselves. A failed build
            prints its errors, shows them over every open page, and the previous build stays served. Ctrl-C (or
            SIGTERM) stops the server at once and removes the temporary folder.

            The served todo list page can be edited in the browser (tick, add, move, delete): each action is made in
            content/todos.yaml by the same edit as 'roadbook todo'. Only pages this server served, with this run's
            secret, from its own address, may do so. With --host other than a loopback address editing is off
            unless --edit is given.
            """,
        options: [
            .value("--port", "PORT", "The port (default: 8000; 0 picks a free one)."),
            .value("--host", "ADDRESS", "The IPv4 or IPv6 address to listen on (default: 127.0.0.1)."),
            .value("--source", "DIR", "The site folder (default: the current directory)."),
            .flag("--edit", "Allow editing in the browser when --host is not a loopback address."),
        ],
        action: run
    )

    /// The folders and files of a site whose changes trigger a rebuild, relative to the site folder.
    static let watchedPaths = SiteLayout.inputs

    /// Builds and serves until SIGINT or SIGTERM ends the process (status 130 or 143), having removed the
    /// temporary build; returns only when it cannot start.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let port = try port(from: arguments)
        let host = try host(from: arguments)
        let source = context.url(forPath: arguments.value("--source") ?? ".")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("no such directory '\(arguments.value("--source") ?? ".")'", commandPath: arguments.commandPath)
        }
        warnAboutTheNetwork(host: host, editing: arguments.flag("--edit"), context)
        let editsInBrowser = host.isLoopback || arguments.flag("--edit")
        let scratch: ServeScratchFolder
        do {
            scratch = try ServeScratchFolder()
        } catch {
            context.stderr.line("error: \(error)")
            return ExitCode.failure
        }
        // From here on Ctrl-C stops the server and removes the scratch folder, even during the first build.
        let stopSignal = StopSignal { context.stderr.line("Stopped") }
        stopSignal.onStop { scratch.remove() }
        defer {
            stopSignal.restore()
            scratch.remove()
        }
        ServeFileLimit.raise()
        ServeMemory.fixMappedBlockSize()

        let build = ServeBuild(source: source, output: scratch.site, context: context, stopSignal: stopSignal)
        try? FileManager.default.createDirectory(at: scratch.site, withIntermediateDirectories: true)
        let first = build.first()
        let editing = editsInBrowser ? ServeEditing(source: source, strings: build.strings ?? .english) : nil

        let pending = PendingPaths()
        let server = DevServer(
            root: scratch.site, host: host, port: port, watching: watchedPaths.map { source.appendingPathComponent($0) },
            editing: editing?.endpoint, basePath: build.basePath ?? "/", pending: pending
        ) { changed in
            let outcome = build.again(changed: changed)
            pending.hold(build.pendingPaths)
            if let strings = build.strings { editing?.update(strings: strings) }
            return outcome
        } afterPublish: {
            let outcome = build.finish()
            pending.hold(build.pendingPaths)
            return outcome
        }
        if case .failed = first {
            ServeErrorPage.write(into: scratch.site)
            server.publish(first)
        }
        stopSignal.onStop { server.stop(waitingForRebuild: false) }
        guard start(server, context) else { return ExitCode.failure }
        let title = build.title ?? source.lastPathComponent
        context.stdout.line("Serving \(title) at \(server.urls.joined(separator: " and ")) (Ctrl-C to stop)")
        stopSignal.waitForSignal()
    }

    /// Says, for an address other than a loopback one, that the site is reachable from the network and whether
    /// editing in the browser is on.
    private static func warnAboutTheNetwork(host: ListenAddress, editing: Bool, _ context: CommandContext) {
        guard !host.isLoopback else { return }
        context.stderr.line("warning: listening on \(host), so the site is reachable from the network, not only from this machine")
        context.stderr.line(
            editing
                ? "warning: editing in the browser is on (--edit): anyone who can open these pages can change content/todos.yaml"
                : "note: editing in the browser is off, because --host is not a loopback address; add --edit to allow it")
    }

    /// Starts `server`; false, with the error said, when it cannot listen.
    private static func start(_ server: DevServer, _ context: CommandContext) -> Bool {
        do {
            try server.start()
            return true
        } catch {
            let hint =
                if case .portInUse = error {
                    "; stop the other server or choose another port with '--port' ('--port 0' picks a free one)"
                } else { "" }
            context.stderr.line("error: \(error)\(hint)")
            return false
        }
    }

    /// The `--port` value: 0…65535, default 8000.
    static func port(from arguments: ParsedArguments) throws -> UInt16 {
        guard let text = arguments.value("--port") else { return 8000 }
        guard let port = UInt16(text) else {
            throw UsageError("option '--port' takes a number from 0 to 65535, not '\(text)'", commandPath: arguments.commandPath)
        }
        return port
    }

    /// The `--host` value: a numeric IPv4 or IPv6 address (or `localhost`), default 127.0.0.1.
    static func host(from arguments: ParsedArguments) throws -> ListenAddress {
        guard let text = arguments.value("--host") else { return .loopback }
        guard let address = ListenAddress(text) else {
            throw UsageError(
                "option '--host' takes an IPv4 or IPv6 address such as 127.0.0.1, 0.0.0.0 or ::1, not '\(text)'",
                commandPath: arguments.commandPath)
        }
        return address
    }
}

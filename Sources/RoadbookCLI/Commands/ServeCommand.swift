import DevServer
import Dispatch
import Foundation
import RoadbookCore

/// `roadbook serve`: builds the site into a temporary folder, serves it on 127.0.0.1, rebuilds it when its sources
/// change and makes open pages reload.
enum ServeCommand {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Serve the site on 127.0.0.1, rebuilding on change.",
        discussion: """
            The site is built into a temporary folder (never into its output folder) and served on 127.0.0.1 only.
            A change to site.yaml, content/, i18n/, templates/ or static/ rebuilds it; open pages reload by themselves.
            A failed rebuild prints its errors and the previous build stays served. Ctrl-C stops the server.
            """,
        options: [
            .value("--port", "PORT", "The port (default: 8000; 0 picks a free one)."),
            .value("--source", "DIR", "The site folder (default: the current directory)."),
        ],
        action: run
    )

    /// The folders and files of a site whose changes trigger a rebuild, relative to the site folder.
    static let watchedPaths = ["site.yaml", "content", "i18n", "templates", "static"]

    /// Builds, serves until SIGINT or SIGTERM, and removes the temporary build; exit 0 when stopped that way.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let port = try port(from: arguments)
        let source = context.url(forPath: arguments.value("--source") ?? ".")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("no such directory '\(arguments.value("--source") ?? ".")'", commandPath: arguments.commandPath)
        }
        let scratch: ServeScratchFolder
        do {
            scratch = try ServeScratchFolder()
        } catch {
            context.stderr.line("error: \(error)")
            return ExitCode.failure
        }
        defer { scratch.remove() }
        // From here on Ctrl-C stops the server cleanly, even during the first build.
        let stopSignal = ServeStopSignal()
        defer { stopSignal.restore() }

        let contentSource = ServeContentSource(FileContentDataSource(root: source))
        let generator = SiteGenerator(
            source: source, dataSource: contentSource, output: scratch.site, home: context.environment["HOME"])
        guard case .success(let first) = GenerateCommand.build(generator, quiet: false, context: context) else {
            context.stderr.line("error: fix the errors above and run 'roadbook serve' again")
            return ExitCode.failure
        }
        context.stderr.line("Built \(NumberText.grouped(first.pageCount)) pages in \(seconds(first.seconds)) s")

        let server = DevServer(
            root: scratch.site, port: port, watching: watchedPaths.map { source.appendingPathComponent($0) }
        ) { changed in
            rebuild(generator, changed: changed, source: source, context: context)
        }
        let bound: UInt16
        do {
            bound = try server.start()
        } catch {
            let hint =
                if case .portInUse = error {
                    "; stop the other server or choose another port with '--port' ('--port 0' picks a free one)"
                } else { "" }
            context.stderr.line("error: \(error)\(hint)")
            return ExitCode.failure
        }
        let title = contentSource.title ?? source.lastPathComponent
        context.stdout.line("Serving \(title) at http://127.0.0.1:\(bound)/ (Ctrl-C to stop)")

        stopSignal.wait()
        server.stop()
        context.stderr.line("Stopped")
        return ExitCode.success
    }

    /// Rebuilds after `changed` (absolute paths); prints what changed and how it went; true when the build succeeded.
    static func rebuild(_ generator: SiteGenerator, changed: [String], source: URL, context: CommandContext) -> Bool {
        let names = changed.map { $0.hasPrefix(source.path + "/") ? String($0.dropFirst(source.path.count + 1)) : $0 }
        let shown =
            names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        context.stderr.line("Changed: \(shown); rebuilding")
        switch GenerateCommand.build(generator, quiet: false, context: context) {
        case .success(let report):
            context.stderr.line(
                "Rebuilt \(NumberText.grouped(report.pageCount)) pages in \(seconds(report.seconds)) s; pages reload")
            return true
        case .failure:
            context.stderr.line("Still serving the previous build")
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

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}

import DevServer
import Diagnostics
import Foundation
import Parallelism
import RoadbookContent
import RoadbookSite

/// How `serve` builds: the first build and each rebuild through the live site, with what the terminal shows of them
/// (each warning once) and what open pages are told.
///
/// The builder is reached only under its lock: rebuilds run on the server's thread, while the command reads the
/// site's title and strings on its own, so "one build at a time" is checked by the compiler, not promised.
struct ServeBuild: Sendable {
    private let builder: Locked<LiveSiteBuilder>
    private let source: URL
    let context: CommandContext
    let stopSignal: StopSignal
    private let warnings = ServeShownWarnings()

    /// How `serve` builds the site at `source` into the folder `output`.
    init(source: URL, output: URL, context: CommandContext, stopSignal: StopSignal) {
        let builder = LiveSiteBuilder(source: source, output: output)
        self.source = builder.source
        self.builder = Locked(builder)
        self.context = context
        self.stopSignal = stopSignal
    }

    /// The strings of the site as the last build loaded it; `nil` before a build has loaded it.
    var strings: StringTable? { builder.withLock { $0.liveSite?.strings } }

    /// The site's title as the last build loaded it; `nil` before a build has loaded it.
    var title: String? { builder.withLock { $0.liveSite?.config.title } }

    /// The path of the site's base URL (`/ozbekiston/`) as the last build loaded it; `nil` for none or `/`.
    var basePath: String? { builder.withLock { $0.liveSite?.config.basePath } }

    /// The first build: the whole site.
    func first() -> RebuildOutcome {
        let start = DispatchTime.now()
        let outcome = build(changed: nil)
        if case .rebuilt = outcome {
            let pageCount = builder.withLock { $0.pageCount }
            context.stderr.line("Built \(CountText.grouped(pageCount)) pages in \(Self.seconds(since: start)) s")
        } else {
            context.stderr.line("error: the site has errors; serving them to the browser until they are fixed")
        }
        return outcome
    }

    /// Rebuilds after `changed` (absolute paths); prints what changed and how it went.
    func again(changed: [String]) -> RebuildOutcome {
        let source = source.path
        let names = changed.map { $0.hasPrefix(source + "/") ? String($0.dropFirst(source.count + 1)) : $0 }
        let shown =
            names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        context.stderr.line("Changed: \(shown); rebuilding")
        let start = DispatchTime.now()
        let outcome = build(changed: changed)
        switch outcome {
        case .rebuilt(let paths):
            let (built, deferred) = builder.withLock { ($0.lastBuiltPaths.count, $0.hasDeferredWork) }
            context.stderr.line(
                "Rebuilt \(CountText.plural(built, "file")) in \(Self.seconds(since: start)) s; "
                    + "\(CountText.plural(paths.count, "file")) changed" + (deferred ? "; the rest follows" : ""))
        case .failed:
            context.stderr.line("Still serving the previous build")
        }
        return outcome
    }

    /// The site paths the last rebuild left for ``finish()``: requests for them wait for it.
    var pendingPaths: Set<String> { builder.withLock { $0.pendingPaths } }

    /// After a rebuild's edited pages are served: the next part of what it left (the lists, the neighbours, the
    /// days, the documents; then the exports and the search index); returns what that changed, for open pages, or
    /// nil when nothing was left.
    func finish() -> RebuildOutcome? {
        let start = DispatchTime.now()
        guard let changed = builder.withLock({ $0.buildDeferred() }) else { return nil }
        ServeMemory.trim()
        let more = builder.withLock { $0.hasDeferredWork }
        context.stderr.line(
            "Rebuilt the rest in \(Self.seconds(since: start)) s; \(CountText.plural(changed.count, "file")) changed"
                + (more ? "; the rest follows" : ""))
        return .rebuilt(changedPaths: changed)
    }

    private func build(changed: [String]?) -> RebuildOutcome {
        // A rebuild leaves all but the edited pages for ``finish()``, so they are served without waiting for the rest.
        let result = builder.withLock { $0.build(changed: changed, deferring: changed != nil) }
        // A rebuild frees what it built on many threads; give it back, so a long session does not grow.
        ServeMemory.trim()
        stopSignal.waitIfStopping()
        let printer = DiagnosticPrinter(output: context.stderr, root: source)
        switch result {
        case .built(let paths, _, _, let found):
            printer.print(found.filter(warnings.isNew))
            return .rebuilt(changedPaths: paths)
        case .failed(let list):
            printer.print(list.diagnostics)
            let errors = list.diagnostics.count(where: \.isError)
            context.stderr.line("error: the build failed with \(CountText.plural(errors, "error"))")
            return .failed(diagnostics: list.diagnostics.filter(\.isError).map(\.description))
        }
    }

    /// Seconds since `start`, with three decimals.
    static func seconds(since start: DispatchTime) -> String {
        String(format: "%.3f", Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
    }
}

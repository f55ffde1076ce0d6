import DevServer
import Diagnostics
import Foundation
import RoadbookSite

/// How `serve` builds: the first build and each rebuild through the live site, with what the terminal shows of them
/// (each warning once) and what open pages are told.
struct ServeBuild: Sendable {
    let builder: LiveSiteBuilder
    let context: CommandContext
    let stopSignal: StopSignal
    private let warnings = ServeShownWarnings()

    init(builder: LiveSiteBuilder, context: CommandContext, stopSignal: StopSignal) {
        self.builder = builder
        self.context = context
        self.stopSignal = stopSignal
    }

    /// The first build: the whole site.
    func first() -> RebuildOutcome {
        let start = DispatchTime.now()
        let outcome = build(changed: nil)
        if case .rebuilt = outcome {
            context.stderr.line("Built \(CountText.grouped(builder.pageCount)) pages in \(Self.seconds(since: start)) s")
        } else {
            context.stderr.line("error: the site has errors; serving them to the browser until they are fixed")
        }
        return outcome
    }

    /// Rebuilds after `changed` (absolute paths); prints what changed and how it went.
    func again(changed: [String]) -> RebuildOutcome {
        let source = builder.source.path
        let names = changed.map { $0.hasPrefix(source + "/") ? String($0.dropFirst(source.count + 1)) : $0 }
        let shown =
            names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        context.stderr.line("Changed: \(shown); rebuilding")
        let start = DispatchTime.now()
        let outcome = build(changed: changed)
        switch outcome {
        case .rebuilt(let paths):
            context.stderr.line(
                "Rebuilt \(CountText.plural(builder.lastBuiltPaths.count, "file")) in \(Self.seconds(since: start)) s; "
                    + "\(CountText.plural(paths.count, "file")) changed")
        case .failed:
            context.stderr.line("Still serving the previous build")
        }
        return outcome
    }

    /// After a rebuild's pages are served: the search index it left (built whole, a second at 10,000 places).
    func finish() {
        let start = DispatchTime.now()
        guard let changed = builder.buildSearchIndex() else { return }
        ServeMemory.trim()
        context.stderr.line(
            "Rebuilt the search index in \(Self.seconds(since: start)) s; \(CountText.plural(changed.count, "file")) changed")
    }

    private func build(changed: [String]?) -> RebuildOutcome {
        // A rebuild leaves the search index for ``finish()``, so the changed pages are served without waiting for it.
        let result = builder.build(changed: changed, deferringSearchIndex: changed != nil)
        // A rebuild frees what it built on many threads; give it back, so a long session does not grow.
        ServeMemory.trim()
        stopSignal.waitIfStopping()
        let printer = DiagnosticPrinter(output: context.stderr, root: builder.source)
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

import Diagnostics
import Foundation
import RoadbookCore

/// How `serve` builds: the first build and each rebuild, with what the terminal shows of them (each warning once).
struct ServeBuild: Sendable {
    let generator: SiteGenerator
    let source: URL
    let context: CommandContext
    let stopSignal: ServeStopSignal
    private let warnings = ServeShownWarnings()

    init(generator: SiteGenerator, source: URL, context: CommandContext, stopSignal: ServeStopSignal) {
        self.generator = generator
        self.source = source
        self.context = context
        self.stopSignal = stopSignal
    }

    /// The first build; nil (errors printed) when it failed.
    func first() -> GenerationReport? {
        guard case .success(let report) = build() else {
            context.stderr.line("error: fix the errors above and run 'roadbook serve' again")
            return nil
        }
        return report
    }

    /// Rebuilds after `changed` (absolute paths); prints what changed and how it went; true when the build succeeded.
    func again(changed: [String]) -> Bool {
        let names = changed.map { $0.hasPrefix(source.path + "/") ? String($0.dropFirst(source.path.count + 1)) : $0 }
        let shown =
            names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        context.stderr.line("Changed: \(shown); rebuilding")
        switch build() {
        case .success(let report):
            context.stderr.line(
                "Rebuilt \(NumberText.grouped(report.pageCount)) pages in \(Self.seconds(report.seconds)) s; pages reload")
            return true
        case .failure:
            stopSignal.waitIfStopping()
            context.stderr.line("Still serving the previous build")
            return false
        }
    }

    private func build() -> Result<GenerationReport, DiagnosticList> {
        GenerateCommand.build(
            generator, quiet: false, context: context, beforePrinting: stopSignal.waitIfStopping,
            showsWarning: warnings.isNew)
    }

    /// Seconds with two decimals.
    static func seconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}

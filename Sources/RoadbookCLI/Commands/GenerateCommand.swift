import Diagnostics
import Foundation
import RoadbookContent
import RoadbookSite

/// `roadbook generate`: builds the site.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Build the static site from content/ and templates/.",
        discussion: """
            The output is replaced atomically: the build writes a fresh folder beside it and swaps it in only when
            everything succeeded, so a failed build leaves the previous output as it was.
            """,
        options: [
            .value("--source", "DIR", "The site folder (default: the current directory)."),
            .value("--output", "DIR", "Where to write the site (default: site.yaml's output, or _site)."),
            .value(
                "--base-url", "URL",
                "Build for this address instead of site.yaml's baseURL (in CI: where the host publishes the site)."),
            .flag("--check", "Check every link and image of the built site afterwards."),
            .flag(
                "--force",
                "Replace an output folder that holds files Roadbook did not write (never the site, its input, / or a home)."),
            .flag("--quiet", "Print only diagnostics."),
            .value(
                "--dump-data", "DIR",
                "Also write each page's template data as JSON into DIR (locations/x/index.json), for 'roadbook render --data'."),
        ],
        action: run
    )

    /// Builds the site, prints diagnostics (warnings too) and the summary; exit 1 when there are errors.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let source = context.url(forPath: arguments.value("--source") ?? ".")
        let output = arguments.value("--output").map { context.url(forPath: $0) }
        let quiet = arguments.flag("--quiet")
        let dataFolder = arguments.value("--dump-data").map { PageDataFolder(url: context.url(forPath: $0)) }
        var dataSource: any ContentDataSource = FileContentDataSource(root: source)
        if let baseURL = arguments.value("--base-url") {
            guard BaseURLOverride.isValid(baseURL) else {
                throw UsageError(
                    "option '--base-url' takes an absolute http or https URL or a path starting with '/', not '\(baseURL)'",
                    commandPath: arguments.commandPath)
            }
            dataSource = BaseURLOverride(dataSource, baseURL: baseURL)
        }
        var generator = SiteGenerator(
            source: source, dataSource: dataSource, output: output,
            force: arguments.flag("--force"), home: context.environment["HOME"], pageData: dataFolder)
        // The process ends after the build, unless the built site is then checked.
        generator.leavesMemoryToExit = !arguments.flag("--check")
        let report: GenerationReport
        let interrupt = StopSignal()
        interrupt.onStop { OutputLocation.removeUnfinishedStagingFolders() }
        let result = build(generator, quiet: quiet, context: context, beforePrinting: interrupt.waitIfStopping)
        interrupt.restore()
        switch result {
        case .success(let built): report = built
        case .failure(let error): return error.hasErrors ? ExitCode.failure : ExitCode.success
        }
        if !quiet {
            let seconds = String(format: "%.2f", report.seconds)
            context.stderr.line(
                "Generated \(CountText.grouped(report.pageCount)) pages in \(seconds) s into \(shown(report.output, in: source))/")
            if let dataFolder {
                context.stderr.line("Wrote the data of each page into \(shown(dataFolder.url, in: source))/")
            }
        }
        if arguments.flag("--check") {
            return checkAfterBuild(report, source: source, context)
        }
        return ExitCode.success
    }

    /// Builds the site with `generator` and prints what the user must see: progress on a terminal, the diagnostics
    /// (warnings too) and, when the build failed, a line saying so. `generate` and `serve` both build through here.
    /// `beforePrinting` runs once the build has returned, before anything is printed; only the warnings for which
    /// `showsWarning` is true are printed (`serve` shows each warning once, not on every rebuild).
    static func build(
        _ generator: SiteGenerator, quiet: Bool, context: CommandContext, beforePrinting: () -> Void = {},
        showsWarning: (Diagnostic) -> Bool = { _ in true }
    ) -> Result<GenerationReport, DiagnosticList> {
        let printer = DiagnosticPrinter(output: context.stderr, root: generator.source)
        let showsProgress = !quiet && context.stderr.isTerminal
        let stderr = context.stderr
        var progress: (@Sendable (Int, Int) -> Void)?
        if showsProgress {
            progress = { done, total in
                guard total >= 1000 else { return }
                stderr.write("\rRendering \(CountText.grouped(done)) of \(CountText.grouped(total)) pages")
            }
        }
        let report: GenerationReport
        do {
            report = try generator.generate(progress: progress)
        } catch {
            beforePrinting()
            if showsProgress { stderr.write("\r\u{1B}[K") }
            reportFailure(error, printer: printer, context: context)
            return .failure(error)
        }
        if showsProgress { stderr.write("\r\u{1B}[K") }
        beforePrinting()
        printer.print(report.warnings.filter(showsWarning))
        return .success(report)
    }

    /// Prints the diagnostics of a failed build and the line that says it failed and changed nothing.
    static func reportFailure(_ error: DiagnosticList, printer: DiagnosticPrinter, context: CommandContext) {
        printer.print(error.diagnostics)
        let errors = error.diagnostics.count(where: { $0.isError })
        context.stderr.line("error: the build failed with \(CountText.plural(errors, "error")); the output folder was left as it was")
    }

    /// `url`'s path relative to the site folder `source` when it is inside it, else in full.
    private static func shown(_ url: URL, in source: URL) -> String {
        url.path.hasPrefix(source.path + "/") ? String(url.path.dropFirst(source.path.count + 1)) : url.path
    }
}

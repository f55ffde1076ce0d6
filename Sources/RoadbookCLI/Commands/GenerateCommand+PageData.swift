import Diagnostics
import Foundation
import RoadbookSite
import SiteFiles

extension GenerateCommand {
    /// ``build(_:quiet:context:beforePrinting:showsWarning:)``, and with a `folder` (`--dump-data`) each page's
    /// template data too: written beside the folder first, swapped in only when the site was built, deleted
    /// otherwise, so a failed run changes neither folder.
    static func build(
        _ generator: SiteGenerator, dumpingDataInto folder: PageDataFolder?, quiet: Bool, context: CommandContext,
        beforePrinting: () -> Void
    ) -> Result<GenerationReport, DiagnosticList> {
        guard let folder else { return build(generator, quiet: quiet, context: context, beforePrinting: beforePrinting) }
        let printer = DiagnosticPrinter(output: context.stderr, root: generator.source)
        let staging: URL
        do {
            staging = try generator.stagePageData(in: folder)
        } catch {
            beforePrinting()
            reportFailure(error, printer: printer, context: context)
            return .failure(error)
        }
        let result = build(generator, quiet: quiet, context: context, beforePrinting: beforePrinting)
        guard case .success = result else {
            folder.discard(staging)
            return result
        }
        do throws(FileOperationError) {
            try folder.swapIn(staging)
        } catch {
            folder.discard(staging)
            let failure = DiagnosticList([.error(error.description, at: nil)])
            printer.print(failure.diagnostics)
            context.stderr.line("error: the site was built, but the page data folder was left as it was")
            return .failure(failure)
        }
        return result
    }
}

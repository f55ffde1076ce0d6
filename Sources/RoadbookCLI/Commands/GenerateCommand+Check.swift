import Foundation
import LinkCheck
import RoadbookCore

extension GenerateCommand {
    /// `generate --check`: checks the links and images of the site just built, as `roadbook check` does, with
    /// root-relative links taken below the path of `baseURL` (where the site will be served); returns the exit
    /// code (1 when a link or image is broken).
    static func checkAfterBuild(_ report: GenerationReport, _ context: CommandContext) -> Int32 {
        let options = LinkCheckOptions(basePath: report.basePath)
        return CheckCommand.check(report.output, options: options, format: .text, context)
    }
}

import Diagnostics
import Foundation
import LinkCheck
import LinkCheckSettings
import RoadbookSite
import SiteFiles
import YAML

extension GenerateCommand {
    /// `generate --check`: checks the links and images of the site just built, as `roadbook check` does, with
    /// root-relative links taken below the path of `baseURL` (where the site will be served) and the settings
    /// of the `check:` section of `site.yaml`; returns the exit code (1 when a link or image is broken).
    static func checkAfterBuild(_ report: GenerationReport, source: URL, _ context: CommandContext) -> Int32 {
        guard let section = siteCheckSettings(in: source, context) else { return ExitCode.failure }
        var settings = CheckSettings()
        settings.basePath = report.basePath
        settings = settings.overridden(by: section)
        return CheckCommand.check(report.output, settings: settings, context)
    }

    /// The `check:` section of `site.yaml` (the build has read the file, so it parses), or `nil` after
    /// printing its errors.
    private static func siteCheckSettings(in source: URL, _ context: CommandContext) -> CheckSettings? {
        let path = SiteLayout.settings
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path),
            let text = String(data: data, encoding: .utf8),
            let node = try? YAMLParser.parse(text, path: path),
            let section = node.pair(forKey: "check")?.value
        else { return CheckSettings() }
        let (settings, diagnostics) = CheckSettingsReader(path: path).settings(from: section)
        DiagnosticPrinter(output: context.stderr, root: source).print(diagnostics)
        return diagnostics.contains(where: \.isError) ? nil : settings
    }
}

import Diagnostics
import Foundation
import Mustache
import Parallelism
import RoadbookContent
import RoadbookPages
import SiteFiles

extension SiteGenerator {
    /// Loads the content, the theme, the templates and the listing of `static/`, and checks the output folder;
    /// emits every problem to `engine` and throws all of them when any is an error.
    ///
    /// One run reports every problem, like a compiler: when content has errors, the templates are still compiled and
    /// the Markdown links of everything that loaded are still checked.
    func checkedInputs(engine: DiagnosticsEngine) throws(DiagnosticList) -> (SiteInputs, OutputLocation) {
        let access = SiteFileAccess(root: source)
        let load = dataSource.loadKeepingWhatLoaded()
        engine.emit(contentsOf: load.diagnostics)

        var outputURL = output?.standardizedFileURL ?? source.appendingPathComponent(SiteConfig.defaultOutput)
        if load.hasValidConfig, let config = load.content?.config {
            outputURL = (output ?? source.appendingPathComponent(config.output.isEmpty ? "_site" : config.output)).standardizedFileURL
        }
        let location = OutputLocation(url: outputURL)
        if load.hasValidConfig, let refusal = location.refusal(source: source, home: home, force: force) {
            // Reported at `output:` in site.yaml when the folder came from there.
            engine.error("\(refusal) ('\(outputURL.path)')", at: output == nil ? load.content?.config.outputLocation : nil)
        }
        if let pageData {
            if let refusal = pageData.refusal(source: source, home: home, force: force) { engine.error(refusal, at: nil) }
            if load.hasValidConfig, let refusal = pageData.refusal(output: outputURL) { engine.error(refusal, at: nil) }
        }

        let templates = SiteTemplates(access: access, builtIn: builtInTheme, strict: load.content?.config.strictTemplates ?? true)
        let staticFiles = SiteInputs.staticFiles(access: access)
        engine.emit(contentsOf: templates.theme.refusals.map(\.diagnostic))
        engine.emit(contentsOf: staticFiles.refusals.map(\.diagnostic))
        engine.emit(contentsOf: templates.compileErrors)
        guard let content = load.content, load.hasValidConfig, !engine.hasErrors else {
            // The Markdown links of everything that loaded, so that this run reports them too.
            if let content = load.content { engine.emit(contentsOf: Self.markdownDiagnostics(of: content)) }
            throw DiagnosticList(engine.diagnostics)
        }
        return (SiteInputs(access: access, content: content, templates: templates, staticFiles: staticFiles), location)
    }

    /// The problems the Markdown of every page of `content` has (links to content that does not exist, images
    /// without a file), found by building every page's view model, and those of the descriptions of places that
    /// did not load.
    static func markdownDiagnostics(of content: SiteContent) -> [Diagnostic] {
        let builder = PageBuilder(content: content)
        let pages = builder.allPages
        let descriptions = content.failedPlaceDescriptions
        let engine = DiagnosticsEngine()
        engine.emit(contentsOf: ConcurrentWork.map(pages.count) { builder.page(pages[$0]).diagnostics }.joined())
        engine.emit(contentsOf: ConcurrentWork.map(descriptions.count) { builder.markdownDiagnostics(of: descriptions[$0]) }.joined())
        return engine.diagnostics
    }
}

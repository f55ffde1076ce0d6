import Diagnostics
import Foundation
import Mustache

extension RenderCommand {
    /// Renders TEMPLATE with the JSON of `--data` (an empty object without it) and writes exactly the result to
    /// stdout (no newline added).
    ///
    /// Partial `name` is `DIR/name.mustache`, DIR being `--partials` or the template's folder. Problems in the
    /// template, the partials or the data are diagnostics (stderr, exit 1).
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> Int32 {
        guard let templatePath = arguments.positional(0) else {
            throw UsageError("missing argument 'TEMPLATE'", commandPath: arguments.commandPath)
        }
        let templateText = String(decoding: try read(templatePath, in: context), as: UTF8.self)
        var data = MustacheValue.dictionary([:])
        if let dataPath = arguments.value("--data") {
            data = try MustacheValue(json: try read(dataPath, in: context), path: dataPath)
        }
        let partialsPath = arguments.value("--partials") ?? (templatePath as NSString).deletingLastPathComponent
        let loader = DirectoryTemplateLoader(
            directory: context.url(forPath: partialsPath.isEmpty ? "." : partialsPath), displayPath: partialsPath)
        let repository = TemplateRepository(loader: loader, strict: arguments.flag("--strict"))
        let output = try repository.render(source: TemplateSource(text: templateText, path: templatePath), with: data)
        context.stdout.write(output)
        return ExitCode.success
    }

    private static func read(_ path: String, in context: CommandContext) throws(Diagnostic) -> Data {
        let url = context.url(forPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Diagnostic.error("no file '\(path)'", at: nil)
        }
        guard let data = try? Data(contentsOf: url) else { throw Diagnostic.error("cannot read '\(path)'", at: nil) }
        return data
    }
}

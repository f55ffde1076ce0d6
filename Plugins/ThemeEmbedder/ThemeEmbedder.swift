import Foundation
import PackagePlugin

/// Generates `EmbeddedTheme.swift` from the repo's `templates/` folder, so the binary carries the default theme
/// and the folder stays its one source of truth.
@main
struct ThemeEmbedder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the default theme from templates/",
                executable: try context.tool(named: "theme-embedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}

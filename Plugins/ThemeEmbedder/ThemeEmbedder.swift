import Foundation
import PackagePlugin

/// Generates Swift source from folders of the repo, so the binary carries them and each folder stays its one
/// source of truth: `templates/` (the default theme) becomes `EmbeddedTheme.swift`, the theme's strings tables
/// (`Sources/RoadbookContent/Localization/Strings/`) become `EmbeddedStrings.swift`, and `starter/` (the site
/// `roadbook init` writes) becomes `EmbeddedStarter.swift`. Each lands in the module that uses it: the strings in
/// RoadbookContent, the theme and the starter site in RoadbookSite.
@main
struct ThemeEmbedder: BuildToolPlugin {
    /// Each embedded folder of the package and the enum that holds it, by the target that uses them.
    private static let foldersByTarget = [
        "RoadbookContent": [("Sources/RoadbookContent/Localization/Strings", "EmbeddedStrings")],
        "RoadbookSite": [("templates", "EmbeddedTheme"), ("starter", "EmbeddedStarter")],
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "theme-embedder").url
        let folders = Self.foldersByTarget[target.name] ?? []
        return folders.map { folder, enumName in
            let directory = context.package.directoryURL.appending(path: folder)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
            var inputs: [URL] = []
            if let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) {
                for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    inputs.append(url)
                }
            }
            return .buildCommand(
                displayName: "Embedding \(folder)/",
                executable: tool,
                arguments: [directory.path, output.path, enumName],
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }
}

import Foundation
import PackagePlugin

/// Generates `EmbeddedTheme.swift` from the repo's `templates/` folder and `EmbeddedStrings.swift` from the
/// theme's strings tables (`Sources/RoadbookCore/Localization/Strings/`), so the binary carries the default theme
/// in every built-in language and the folders stay their one source of truth.
@main
struct ThemeEmbedder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "theme-embedder").url
        let folders: [(folder: URL, file: String, enumName: String, what: String)] = [
            (context.package.directoryURL.appending(path: "templates"), "EmbeddedTheme.swift", "EmbeddedTheme", "the default theme"),
            (
                context.package.directoryURL.appending(path: "Sources/RoadbookCore/Localization/Strings"), "EmbeddedStrings.swift",
                "EmbeddedStrings", "the theme's strings"
            ),
        ]
        return folders.map { entry in
            let output = context.pluginWorkDirectoryURL.appending(path: entry.file)
            return .buildCommand(
                displayName: "Embedding \(entry.what) from \(entry.folder.lastPathComponent)/",
                executable: tool,
                arguments: [entry.folder.path, output.path, entry.enumName],
                inputFiles: files(below: entry.folder),
                outputFiles: [output]
            )
        }
    }

    /// Every regular file below `folder`.
    private func files(below folder: URL) -> [URL] {
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                inputs.append(url)
            }
        }
        return inputs
    }
}

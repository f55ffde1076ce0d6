import Foundation
import PackagePlugin

/// Generates Swift source from folders of the repo, so the binary carries them and each folder stays its one
/// source of truth: `templates/` (the default theme) becomes `EmbeddedTheme.swift`, the theme's strings tables
/// (`Sources/RoadbookContent/Localization/Strings/`) become `EmbeddedStrings.swift`, and `starter/` (the site
/// `roadbook init` writes) becomes `EmbeddedStarter.swift`. Each lands in the module that uses it: the strings in
/// RoadbookContent, the theme and the starter site in RoadbookSite.
///
/// RoadbookSite also gets `EmbeddedLeaflet.swift`: Leaflet and Leaflet.markercluster with their licences, read
/// from the Debian packages' files (``LeafletFiles``), so the repository holds no copy of their code. A missing
/// package fails the build with the command that installs it.
@main
struct ThemeEmbedder: BuildToolPlugin {
    /// Each embedded folder of the package and the enum that holds it, by the target that uses them.
    private static let foldersByTarget = [
        "RoadbookContent": [("Sources/RoadbookContent/Localization/Strings", "EmbeddedStrings")],
        "RoadbookSite": [("templates", "EmbeddedTheme"), ("starter", "EmbeddedStarter")],
    ]
    /// The target that embeds the Debian packages' files.
    private static let leafletTarget = "RoadbookSite"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "theme-embedder").url
        let folders = Self.foldersByTarget[target.name] ?? []
        var commands: [Command] = folders.map { folder, enumName in
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
        if target.name == Self.leafletTarget {
            commands.append(try leafletCommand(tool: tool, context: context))
        }
        return commands
    }

    /// The command that embeds ``LeafletFiles/files``; throws (and reports) when a package's file is missing.
    private func leafletCommand(tool: URL, context: PluginContext) throws -> Command {
        let missing = LeafletFiles.files.filter { !FileManager.default.isReadableFile(atPath: $0.source) }
        if !missing.isEmpty {
            let packages = Set(missing.map(\.package)).sorted()
            let message = "the map's JavaScript library is read from Debian's \(packages.joined(separator: " and ")) at build time, "
                + "but \(missing.map(\.source).joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing; install "
                + "\(packages.count == 1 ? "it" : "them") with `apt-get install \(packages.joined(separator: " "))` (or scripts/install-deps)"
            Diagnostics.error(message)
            throw LeafletFiles.Missing(message: message)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLeaflet.swift")
        return .buildCommand(
            displayName: "Embedding Leaflet from /usr/share",
            executable: tool,
            arguments: ["--files", output.path, "EmbeddedLeaflet"] + LeafletFiles.files.map { "\($0.path)=\($0.source)" },
            inputFiles: LeafletFiles.files.map { URL(fileURLWithPath: $0.source) },
            outputFiles: [output]
        )
    }
}

/// The files of Debian's `libjs-leaflet` and `libjs-leaflet.markercluster` the site's maps use, and where each is
/// published (below `leaflet/` of the site).
enum LeafletFiles {
    /// One file: its published path, the Debian file it is read from, and the package that installs it.
    struct File {
        let path: String
        let source: String
        let package: String
    }

    /// A package's file is missing.
    struct Missing: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static let files: [File] = {
        let leaflet = "libjs-leaflet", cluster = "libjs-leaflet.markercluster"
        let folder = "/usr/share/javascript/leaflet/"
        return [
            File(path: "leaflet/leaflet.min.js", source: folder + "leaflet.min.js", package: leaflet),
            File(path: "leaflet/leaflet.css", source: folder + "leaflet.css", package: leaflet),
            File(path: "leaflet/images/layers.png", source: folder + "images/layers.png", package: leaflet),
            File(path: "leaflet/images/layers-2x.png", source: folder + "images/layers-2x.png", package: leaflet),
            File(path: "leaflet/images/marker-icon.png", source: folder + "images/marker-icon.png", package: leaflet),
            File(path: "leaflet/images/marker-icon-2x.png", source: folder + "images/marker-icon-2x.png", package: leaflet),
            File(path: "leaflet/images/marker-shadow.png", source: folder + "images/marker-shadow.png", package: leaflet),
            File(path: "leaflet/LICENSE-leaflet.txt", source: "/usr/share/doc/\(leaflet)/copyright", package: leaflet),
            File(path: "leaflet/leaflet.markercluster.min.js", source: folder + "leaflet.markercluster.min.js", package: cluster),
            File(path: "leaflet/MarkerCluster.css", source: folder + "MarkerCluster.css", package: cluster),
            File(path: "leaflet/MarkerCluster.Default.css", source: folder + "MarkerCluster.Default.css", package: cluster),
            File(path: "leaflet/LICENSE-leaflet.markercluster.txt", source: "/usr/share/doc/\(cluster)/copyright", package: cluster),
        ]
    }()
}

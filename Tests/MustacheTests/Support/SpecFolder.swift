import Foundation

/// Finds the Mustache spec folder: `$MUSTACHE_SPEC_DIR` when set (to try another version of the spec), else the
/// copy kept in the repository, `Tests/MustacheTests/Spec` (the spec's JSON files and their licence).
enum SpecFolder {
    /// The folder, or `nil` when there is none.
    static func locate() -> URL? {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"], !path.isEmpty {
            return manager.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        // This file is Tests/MustacheTests/Support/SpecFolder.swift.
        let vendored = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Spec")
        return manager.fileExists(atPath: vendored.appendingPathComponent("interpolation.json").path) ? vendored : nil
    }

    /// The spec files that Roadbook implements (all but the optional lambdas), sorted.
    static func files(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" && $0.lastPathComponent != "~lambdas.json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

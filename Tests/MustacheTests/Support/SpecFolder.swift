import Foundation

/// Finds the Mustache spec folder: `$MUSTACHE_SPEC_DIR`, or `shared/spec/mustache` beside the checkout.
enum SpecFolder {
    /// The folder, or `nil` when there is none.
    static func locate(from file: String = #filePath) -> URL? {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"], !path.isEmpty {
            return manager.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/spec/mustache")
            if manager.fileExists(atPath: candidate.appendingPathComponent("interpolation.json").path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// Whether this run is in CI, where a missing folder is a failure.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The spec files that Roadbook implements (all but the optional lambdas), sorted.
    static func files(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" && $0.lastPathComponent != "~lambdas.json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

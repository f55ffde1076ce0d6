import Foundation

/// Finds the repository's files that seed the fuzz targets.
enum SeedFiles {
    /// The bytes of every regular file under `folders` (relative to `root`) whose name ends in one of `suffixes`,
    /// sorted by path; folders that do not exist are skipped.
    static func contents(under folders: [String], of root: URL, endingIn suffixes: [String]) -> [[UInt8]] {
        paths(under: folders, of: root, endingIn: suffixes).compactMap { path in
            (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
        }
    }

    /// The paths of those files, sorted.
    static func paths(under folders: [String], of root: URL, endingIn suffixes: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard suffixes.contains(where: { relative.hasSuffix($0) }) else { continue }
                let path = base.appendingPathComponent(relative).path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The bytes of the file at `path` (relative to `root`), as a list of none or one seed.
    static func file(_ path: String, of root: URL) -> [[UInt8]] {
        (try? Data(contentsOf: root.appendingPathComponent(path))).map { [[UInt8]($0)] } ?? []
    }
}

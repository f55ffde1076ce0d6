import Diagnostics
import Foundation

/// What of `static/` goes into the output: its folders and files, except files the build writes itself.
enum StaticFiles {
    /// The folders and files under `folder` (relative paths, files sorted), and a warning for each file left out
    /// because the build writes a file of that path (`generated`).
    ///
    /// Symbolic links are followed (a linked folder is copied like a real one); a link back to one of its own
    /// ancestors (a loop) is not entered. A dangling link is skipped.
    static func list(folder: String, skipping generated: Set<String>) -> (folders: [String], files: [String], warnings: [Diagnostic]) {
        var folders: [String] = []
        var files: [String] = []
        var warnings: [Diagnostic] = []
        var pending: [(relative: String, ancestors: Set<[UInt64]>)] = [("", [])]
        while let (relative, parentAncestors) = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            var info = stat()
            var ancestors = parentAncestors
            guard stat(absolute, &info) == 0, ancestors.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: absolute)
            else { continue }
            if !relative.isEmpty { folders.append(relative) }
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append((path, ancestors))
                } else if generated.contains(path) {
                    warnings.append(
                        .warning("'static/\(path)' is not copied: the build writes '\(path)' itself", at: SourceLocation(path: "static/\(path)")))
                } else {
                    files.append(path)
                }
            }
        }
        return (folders, files.sorted(), warnings)
    }
}

import Foundation

/// ``ContentFileSystem`` over a dictionary of relative paths to bytes.
struct MemoryFileSystem: ContentFileSystem {
    let files: [String: Data]

    func contents(of path: String, limit: Int?) -> Data? {
        guard let data = files[path] else { return nil }
        return limit.map { Data(data.prefix($0)) } ?? data
    }

    func fileNames(in directory: String) -> [String]? {
        let prefix = directory + "/"
        let names = files.keys.compactMap { path -> String? in
            guard path.hasPrefix(prefix) else { return nil }
            let rest = path.dropFirst(prefix.count)
            return rest.contains("/") || rest.isEmpty ? nil : String(rest)
        }
        let isDirectory = files.keys.contains { $0.hasPrefix(prefix) }
        return isDirectory ? names.sorted() : nil
    }

    func fileExists(_ path: String) -> Bool {
        files[path] != nil
    }
}

import Foundation

/// ``ContentFileSystem`` over a directory on disk.
struct DiskFileSystem: ContentFileSystem {
    let root: URL

    func contents(of path: String, limit: Int?) -> Data? {
        guard fileExists(path) else { return nil }
        let url = root.appendingPathComponent(path)
        guard let limit else { return try? Data(contentsOf: url) }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: limit)) ?? Data()
    }

    func fileNames(in directory: String) -> [String]? {
        let url = root.appendingPathComponent(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
        else { return nil }
        return names.filter { fileExists(directory + "/" + $0) }.sorted()
    }

    func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue
    }
}

import Foundation
import SiteFiles

/// ``ContentFileSystem`` over a dictionary of relative paths to bytes.
package struct MemoryFileSystem: ContentFileSystem {
    let files: [String: Data]

    /// A file system holding `files`.
    package init(files: [String: Data]) {
        self.files = files
    }

    package func read(_ path: String, limit: Int?) -> Result<Data, SiteFileRefusal> {
        guard let data = files[path] else { return .failure(SiteFileRefusal(path: path, reason: .missing)) }
        return .success(limit.map { Data(data.prefix($0)) } ?? data)
    }

    package func entries(of directory: String) -> Result<[SiteFolderEntry], SiteFileRefusal> {
        let prefix = directory + "/"
        var names: Set<String> = []
        var folders: Set<String> = []
        for path in files.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") { folders.insert(String(rest[..<slash])) } else if !rest.isEmpty { names.insert(String(rest)) }
        }
        guard !names.isEmpty || !folders.isEmpty else { return .failure(SiteFileRefusal(path: directory, reason: .missing)) }
        let entries = names.map { SiteFolderEntry(name: $0, kind: .file, isLink: false) }
            + folders.map { SiteFolderEntry(name: $0, kind: .folder, isLink: false) }
        return .success(entries.sorted { $0.name < $1.name })
    }

    package func kind(of path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal> {
        if files[path] != nil { return .success(.file) }
        if files.keys.contains(where: { $0.hasPrefix(path + "/") }) { return .success(.folder) }
        return .failure(SiteFileRefusal(path: path, reason: .missing))
    }
}

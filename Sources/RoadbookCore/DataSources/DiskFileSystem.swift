import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// ``ContentFileSystem`` over a directory on disk.
///
/// Straight POSIX calls on path strings: a site of 10,000 places and 20,000 images is 30,000 files, and
/// `URL` path building plus `FileManager`'s separate `stat` per file cost more than reading the files. Files
/// are opened relative to their folder, opened once (``OpenFolders``).
struct DiskFileSystem: ContentFileSystem {
    let root: URL
    /// `root` as a path ending in `/`, to put before relative paths.
    private let prefix: String
    private let folders: OpenFolders

    init(root: URL) {
        self.root = root
        let path = root.path
        prefix = path.hasSuffix("/") ? path : path + "/"
        folders = OpenFolders(prefix: prefix)
    }

    func contents(of path: String, limit: Int?) -> Data? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is then refused as not a regular file.
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        let descriptor: Int32
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), let folder = folders.descriptor(of: path[..<slash]) {
            descriptor = openat(folder, String(path[path.index(after: slash)...]), flags)
        } else {
            descriptor = open(prefix + path, flags)
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // Read the size `stat` announces (at most `limit`); a file that reports 0 (as some special files do) is
        // read on until its end.
        let size = Int(status.st_size)
        let isSizeKnown = size > 0
        var data = Data(count: min(limit ?? Int.max, isSizeKnown ? size : 4096))
        var count = 0
        while count < data.count {
            let read = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return nil }
            if read == 0 { break }
            count += read
            if count == data.count, !isSizeKnown, count < limit ?? Int.max {
                data.count = min(limit ?? Int.max, count * 2)
            }
        }
        if count < data.count { data.count = count }
        return data
    }

    func fileNames(in directory: String) -> [String]? {
        let path = prefix + directory
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let type = Int(entry.pointee.d_type)
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." || type == DT_DIR { continue }
            // A link, or a file system that does not say, is looked up: what it leads to must not be a folder.
            if type == DT_LNK || type == DT_UNKNOWN, !Self.isFile(path + "/" + name) { continue }
            names.append(name)
        }
        return names.sorted()
    }

    func fileExists(_ path: String) -> Bool {
        Self.isFile(prefix + path)
    }

    /// Whether something that is not a folder is at `absolutePath`, following links.
    private static func isFile(_ absolutePath: String) -> Bool {
        var status = stat()
        return stat(absolutePath, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Reads the entries of an open folder with `getdents64`, a buffer of them at a time, each with the type the
/// listing gives (`DT_DIR`, `DT_REG`, `DT_LNK`, or `DT_UNKNOWN` on file systems that give none): no `stat` per entry,
/// no `DIR` stream (whose `fdopendir` checks the descriptor with two more calls and allocates 32 KB per folder).
enum FolderEntries {
    private typealias GetDents = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int

    /// glibc's `getdents64` (2.30 and later), looked up once: Swift's Glibc module does not export it.
    private static let getDents: GetDents? = {
        guard let symbol = dlsym(nil, "getdents64") else { return nil }
        return unsafeBitCast(symbol, to: GetDents.self)
    }()

    /// The bytes read per call: about a hundred entries of a site's names.
    private static let bufferBytes = 4096

    /// Calls `body` with the name (NUL-terminated) and type of each entry of `folder` but `.` and `..`, from where
    /// its offset stands to the end; false when the folder could not be read to the end. Entries may be removed
    /// while they are listed (the listing goes on from its offset).
    static func forEach(in folder: Int32, _ body: (_ name: UnsafePointer<CChar>, _ type: UInt8) -> Void) -> Bool {
        guard let getDents else { return forEachByStream(in: folder, body) }
        return withUnsafeTemporaryAllocation(byteCount: bufferBytes, alignment: 8) { buffer in
            while true {
                let count = getDents(folder, buffer.baseAddress, buffer.count)
                if count == 0 { return true }
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                var offset = 0
                while offset < count {
                    // linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1), d_name.
                    let record = buffer.baseAddress!.advanced(by: offset)
                    let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                    let type = record.load(fromByteOffset: 18, as: UInt8.self)
                    let name = record.advanced(by: 19).assumingMemoryBound(to: CChar.self)
                    if !isDotOrDotDot(name) { body(name, type) }
                    offset += length
                }
            }
        }
    }

    /// The same through a `DIR` stream, where `getdents64` is missing (glibc before 2.30): on a copy of the
    /// descriptor, as `closedir` closes the one it was given.
    private static func forEachByStream(in folder: Int32, _ body: (UnsafePointer<CChar>, UInt8) -> Void) -> Bool {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return false
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
            if !isDotOrDotDot(name) { body(name, entry.pointee.d_type) }
        }
        return true
    }

    private static func isDotOrDotDot(_ name: UnsafePointer<CChar>) -> Bool {
        name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A regular file of the site, open for reading: what ``SiteFileAccess/open(_:)`` checked is what this descriptor
/// reads, whatever happens to the names afterwards. Closed when released.
package final class SiteFile {
    /// The path relative to the site root.
    package let path: String
    /// The open descriptor (read only, close-on-exec); valid as long as this object lives.
    package let descriptor: Int32
    /// The size `fstat` reported when the file was opened.
    package let size: Int64

    init(path: String, descriptor: Int32, size: Int64) {
        self.path = path
        self.descriptor = descriptor
        self.size = size
    }

    deinit {
        close(descriptor)
    }

    /// The file's bytes from the start, at most `limit` of them when given.
    package func readAll(limit: Int? = nil) -> Result<Data, SiteFileRefusal> {
        // Read the size `fstat` announced (at most `limit`); a file that reports 0 is read on until its end.
        let isSizeKnown = size > 0
        let maximum = limit ?? Int.max
        var data = Data(count: min(maximum, isSizeKnown ? Int(clamping: size) : 4096))
        var count = 0
        while count < data.count {
            let read = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return .failure(SiteFileRefusal(path: path, reason: .unreadable(code: errno))) }
            if read == 0 { break }
            count += read
            if count == data.count, !isSizeKnown, count < maximum {
                data.count = min(maximum, count * 2)
            }
        }
        if count < data.count { data.count = count }
        return .success(data)
    }
}

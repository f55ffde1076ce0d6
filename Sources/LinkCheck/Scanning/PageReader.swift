import Foundation

/// Reads one page's bytes, or says why it cannot: the file type is checked on the open descriptor before
/// anything is read (a FIFO named `x.html` must not block the check), and a page larger than the parser takes
/// is refused rather than read in part.
struct PageReader: Sendable {
    /// The largest page that is read, in bytes.
    let maximumSize: Int

    /// The bytes of the file at `path`, or why it cannot be read (`permission denied`).
    func contents(ofFile path: String) -> Result<Data, PageReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(PageReadFailure(SystemErrorText.of(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(PageReadFailure(SystemErrorText.of(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(PageReadFailure("not a regular file")) }
        let size = Int(info.st_size)
        guard size <= maximumSize else {
            return .failure(PageReadFailure("larger than \(Self.sizeText(maximumSize)), the most the parser takes"))
        }
        var data = Data(count: size)
        var total = 0
        let failure: Int32? = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Int32? in
            while total < size {
                let count = read(descriptor, buffer.baseAddress! + total, size - total)
                if count < 0, errno == EINTR { continue }
                if count < 0 { return errno }
                if count == 0 { break }
                total += count
            }
            return nil
        }
        if let failure { return .failure(PageReadFailure(SystemErrorText.of(failure))) }
        if total < size { data.count = total }
        return .success(data)
    }

    private static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 30 - 1 ? "\((bytes + 1) >> 30) GiB" : "\(bytes) bytes"
    }
}

/// Why a page could not be read, as it reads inside the parentheses of `cannot read page (…)`.
struct PageReadFailure: Error, Sendable, Equatable {
    /// The reason, lower-case (`permission denied`, `not a regular file`).
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

import Foundation

/// The name of an entry that `readdir` returned, read where it lies.
///
/// `dirent.d_name` is declared as 256 bytes, but an entry only holds its name and the NUL after it: copying the
/// field (`withUnsafeBytes(of: entry.pointee.d_name)`) reads past the end of the listing's buffer for an entry near
/// its end, which AddressSanitizer reports as a heap buffer overflow.
package enum DirectoryEntryName {
    /// The bytes of the name, without the NUL.
    package static func bytes(of entry: UnsafeMutablePointer<dirent>) -> UnsafeBufferPointer<UInt8> {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let start = UnsafeRawPointer(entry).advanced(by: offset)
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: strlen(start.assumingMemoryBound(to: CChar.self)))
    }
}

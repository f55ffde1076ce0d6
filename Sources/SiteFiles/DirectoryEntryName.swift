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

    /// The name with every byte outside printable ASCII, and the backslash, written as `\xNN` (`caf\xE9.html`):
    /// how a name that is not valid UTF-8 is shown.
    package static func escaped<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var text = ""
        for byte in bytes {
            if (0x20..<0x7F).contains(byte), byte != 0x5C {
                text.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return text
    }
}

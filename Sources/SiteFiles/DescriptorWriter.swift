import Foundation

/// Writes a whole buffer to an open file, going on after short and interrupted writes: the one write loop of
/// the file writers.
package enum DescriptorWriter {
    /// Writes every byte of `buffer` to `descriptor`; the `errno` of the write that failed, or nil.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}

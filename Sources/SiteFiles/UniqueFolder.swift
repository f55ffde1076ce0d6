import Foundation

/// Folders made by `mkdtemp`: new, empty, private to their owner, under a name no other process holds.
package enum UniqueFolder {
    /// Creates the folder `<prefix>XXXXXX`, the Xs replaced by `mkdtemp`, and returns its path. Its parent must
    /// exist; the error names the parent.
    package static func create(prefix: String) throws(FileOperationError) -> String {
        var template = Array((prefix + "XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileOperationError("create folder", path: (prefix as NSString).deletingLastPathComponent, code: errno)
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

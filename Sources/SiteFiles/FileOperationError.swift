import Foundation

/// A file system call failed: what was being done, to which file, and the system's reason.
package struct FileOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: `write`, `lock`, `create`, `create folder`, `copy to`.
    package let operation: String
    /// The file, as the message names it.
    package let path: String
    /// The `errno` value.
    package let code: Int32
    /// Whether the file changed between the read a write was worked out from and the write, which was not made.
    package private(set) var isChangedMeanwhile = false

    /// Creates an error from `errno` (or an explicit code).
    package init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// Whether the file was there already (`EEXIST`).
    package var isAlreadyExists: Bool { code == EEXIST }

    /// The file changed between the read that a write was worked out from and the write, which was not made.
    package static func changedMeanwhile(path: String) -> FileOperationError {
        var error = FileOperationError("write", path: path, code: 0)
        error.isChangedMeanwhile = true
        return error
    }

    /// `cannot write 'content/todos.yaml': Permission denied`
    package var description: String {
        if isChangedMeanwhile { return "'\(path)' changed while this change was being written; nothing was written" }
        return "cannot \(operation) '\(path)': \(String(cString: strerror(code)))"
    }
}

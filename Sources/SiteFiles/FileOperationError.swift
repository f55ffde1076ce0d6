import Foundation

/// A file system call failed: what was being done, to which file, and the system's reason.
package struct FileOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: `write`, `lock`, `create`, `create folder`, `copy to`.
    package let operation: String
    /// The file, as the message names it.
    package let path: String
    /// The `errno` value.
    package let code: Int32

    /// Creates an error from `errno` (or an explicit code).
    package init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// Whether the file was there already (`EEXIST`).
    package var isAlreadyExists: Bool { code == EEXIST }

    /// `cannot write 'content/todos.yaml': Permission denied`
    package var description: String {
        "cannot \(operation) '\(path)': \(String(cString: strerror(code)))"
    }
}

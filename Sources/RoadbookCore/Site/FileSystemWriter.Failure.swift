import Foundation

extension FileSystemWriter {
    /// An error of a system call, with the path it was about.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What was being done (`write`, `copy`, `mkdir`).
        public let operation: String
        /// The path.
        public let path: String
        /// `errno`.
        public let code: Int32

        /// `cannot write 'path': No space left on device`.
        public var description: String {
            "cannot \(operation) '\(path)': \(String(cString: strerror(code)))"
        }
    }
}

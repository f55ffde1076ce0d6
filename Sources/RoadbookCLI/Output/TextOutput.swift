import Foundation
import Parallelism

/// Where a command writes: standard output, standard error, or a buffer in tests.
package protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` as is (no newline added).
    func write(_ text: String)
    /// Whether this stream is an interactive terminal (colour and progress lines only then).
    var isTerminal: Bool { get }
}

extension TextOutput {
    /// Writes `text` and a newline.
    package func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// A stream backed by a file handle (standard output or standard error).
package final class FileHandleOutput: TextOutput, Sendable {
    private let handle: FileHandle
    /// One write at a time, so lines of parallel jobs do not interleave.
    private let writing = Locked(())
    /// Whether the handle is a terminal, read once.
    package let isTerminal: Bool

    /// Wraps `handle`.
    package init(_ handle: FileHandle) {
        self.handle = handle
        self.isTerminal = isatty(handle.fileDescriptor) == 1
    }

    /// Standard output.
    package static let standardOutput = FileHandleOutput(.standardOutput)
    /// Standard error.
    package static let standardError = FileHandleOutput(.standardError)

    package func write(_ text: String) {
        writing.withLock { _ in handle.write(Data(text.utf8)) }
    }
}

/// A stream that keeps what is written, for tests.
package final class BufferOutput: TextOutput, Sendable {
    private let buffer = Locked("")
    /// Pretend to be a terminal or not.
    package let isTerminal: Bool

    /// An empty buffer.
    package init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    package func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    package var text: String {
        buffer.withLock { $0 }
    }
}

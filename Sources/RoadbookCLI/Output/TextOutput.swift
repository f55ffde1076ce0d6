import Foundation
import Parallelism

/// Where a command writes: standard output, standard error, or a buffer in tests.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` as is (no newline added).
    func write(_ text: String)
    /// Whether this stream is an interactive terminal (colour and progress lines only then).
    var isTerminal: Bool { get }
}

extension TextOutput {
    /// Writes `text` and a newline.
    public func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// A stream backed by a file handle (standard output or standard error).
public final class FileHandleOutput: TextOutput, Sendable {
    private let handle: FileHandle
    /// One write at a time, so lines of parallel jobs do not interleave.
    private let writing = Locked(())
    /// Whether the handle is a terminal, read once.
    public let isTerminal: Bool

    /// Wraps `handle`.
    public init(_ handle: FileHandle) {
        self.handle = handle
        self.isTerminal = isatty(handle.fileDescriptor) == 1
    }

    /// Standard output.
    public static let standardOutput = FileHandleOutput(.standardOutput)
    /// Standard error.
    public static let standardError = FileHandleOutput(.standardError)

    public func write(_ text: String) {
        writing.withLock { _ in handle.write(Data(text.utf8)) }
    }
}

/// A stream that keeps what is written, for tests.
public final class BufferOutput: TextOutput, Sendable {
    private let buffer = Locked("")
    /// Pretend to be a terminal or not.
    public let isTerminal: Bool

    /// An empty buffer.
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    public var text: String {
        buffer.withLock { $0 }
    }
}

/// The progress line of an external check on a terminal: `external links 12/40 example.org`, rewritten in place
/// with a carriage return, and erased at the end. Only made when standard error is a terminal.
public final class ExternalProgressLine: Sendable {
    private let write: @Sendable (String) -> Void

    /// A line written with `write` (standard error).
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Shows that `done` of `total` URLs are checked, the last at `host`.
    func update(done: Int, total: Int, host: String) {
        write("\r\u{1B}[Kexternal links \(done)/\(total) \(host)")
    }

    /// Erases the line.
    func finish() {
        write("\r\u{1B}[K")
    }
}

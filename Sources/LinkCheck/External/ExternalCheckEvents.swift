/// Where an external check reports while it runs: its progress line (terminals only) and its warnings (an
/// unreadable cache), which are not findings of the site.
public struct ExternalCheckEvents: Sendable {
    /// The progress line, or `nil` for none.
    public var progress: ExternalProgressLine?
    /// Receives each warning's message (lowercase, no prefix).
    public var warning: @Sendable (String) -> Void

    /// Events sent to `progress` and `warning`; by default neither is shown.
    public init(progress: ExternalProgressLine? = nil, warning: @escaping @Sendable (String) -> Void = { _ in }) {
        self.progress = progress
        self.warning = warning
    }
}

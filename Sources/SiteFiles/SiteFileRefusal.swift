import Diagnostics

/// Why Roadbook does not read something at a path of the site, and at which path: the symbolic link that leads
/// outside the site folder, the FIFO, the folder tree that is too large.
///
/// The path is the one to fix, which is not always the path asked for: reading `content/todos.yaml` when
/// `content` links outside the site is refused at `content`.
package struct SiteFileRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path, relative to the site root, that the refusal is about.
    package let path: String
    /// Why.
    package let reason: Reason

    /// A refusal of `path` for `reason`.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Whether nothing is at the path (not a problem by itself: callers decide what absence means).
    package var isMissing: Bool { reason == .missing }

    /// `path: message`.
    package var description: String { "\(path): \(reason)" }

    /// The refusal as a diagnostic at its path, with the reason's severity.
    package var diagnostic: Diagnostic {
        Diagnostic(reason.severity, reason.description, at: SourceLocation(path: path))
    }

    /// The refusal as an error at its path, whatever its severity: for a file the site needs (`site.yaml`, a
    /// template), which nothing else replaces.
    package var errorDiagnostic: Diagnostic {
        .error(reason.description, at: SourceLocation(path: path))
    }
}

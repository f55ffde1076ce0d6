/// How serious a diagnostic is; only errors make a command fail.
public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    /// The input is wrong; the command exits 1.
    case error
    /// Probably a mistake, but the command goes on and succeeds.
    case warning
    /// Extra information attached to an error or warning.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort before warnings, warnings before notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

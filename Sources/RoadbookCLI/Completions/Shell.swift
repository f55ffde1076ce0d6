/// A shell `roadbook completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The placeholder for the shell in the command table: the names joined by `|`.
    static var placeholder: String { allCases.map(\.rawValue).joined(separator: "|") }
}

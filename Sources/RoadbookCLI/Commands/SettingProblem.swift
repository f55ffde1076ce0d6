/// Why a value of a `check` setting is not accepted, in the project's message style; the caller adds where
/// it was written (a usage error for the command line, a positioned error for a file).
struct SettingProblem: Error, Sendable, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

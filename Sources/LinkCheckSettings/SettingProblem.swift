/// Why a value of a `check` setting is not accepted. The caller names the setting as its user wrote it: an option
/// on the command line (`option '--site-url'`, a usage error) or a key of a file (`'site-url'`, a positioned error).
package enum SettingProblem: Error, Sendable, Equatable {
    /// The value is not of the sort the setting takes (`a regular expression`).
    case expected(String, value: String)
    /// A message complete in itself (`unknown kind 'emtpy'; did you mean 'empty'?`).
    case message(String)

    /// The message, with `setting` naming the setting.
    package func message(setting: String) -> String {
        switch self {
        case .expected(let sort, let value): "\(setting) takes \(sort), not '\(value)'"
        case .message(let text): text
        }
    }
}

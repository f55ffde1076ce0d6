import Diagnostics

/// Names given as finding kinds (`--skip`, `skip:`) that are not kinds.
public struct UnknownKindNames: Error, Sendable, Equatable, CustomStringConvertible {
    /// The names, in the order given.
    public let names: [String]

    /// `unknown kind 'emtpy'; did you mean 'empty'?` for each name, joined by `; `.
    public var description: String {
        let kinds = FindingKind.allCases.map(\.rawValue)
        return names.map { "unknown kind '\($0)'" + Suggestion.didYouMean($0, in: kinds) }.joined(separator: "; ")
    }
}

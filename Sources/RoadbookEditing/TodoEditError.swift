/// Why the todo file could not be edited in place. The file is never written when one of these is thrown.
package enum TodoEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is not a list (it is a mapping or a scalar); `line`/`column` are where it starts.
    case notAList(line: Int, column: Int)
    /// The old entries do not match the file's items one for one.
    case itemCountMismatch(file: Int, entries: Int)
    /// The text is laid out in a way the editor does not know how to change (`what` says how).
    case unsupportedLayout(String, line: Int, column: Int)
    /// The change asks for something the editor does not do (none of the `todo` commands asks it now).
    case unsupportedChange(String)
    /// Re-reading the edited text did not give the intended items; the edit is refused.
    case verificationFailed(String)

    /// The message, in the project's style.
    package var description: String {
        switch self {
        case .notAList:
            "the todo file must hold a list of items"
        case .itemCountMismatch(let file, let entries):
            "the todo file has \(file) items but \(entries) were expected"
        case .unsupportedLayout(let what, _, _):
            "can't edit the todo file in place: \(what)"
        case .unsupportedChange(let what):
            "can't \(what) from the command line"
        case .verificationFailed(let what):
            "the edit would not give the intended list (\(what)); the file is left as it was"
        }
    }

    /// The 1-based line and column the problem is at, when it has one.
    package var position: (line: Int, column: Int)? {
        switch self {
        case .notAList(let line, let column), .unsupportedLayout(_, let line, let column): (line, column)
        default: nil
        }
    }
}

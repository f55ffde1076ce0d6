import Diagnostics

/// `{{name}}`, `{{{name}}}` or `{{& name}}`.
final class VariableNode: Sendable {
    let name: TagName
    let isEscaped: Bool
    let location: SourceLocation

    init(name: TagName, isEscaped: Bool, location: SourceLocation) {
        self.name = name
        self.isEscaped = isEscaped
        self.location = location
    }
}

/// `{{name}}`, `{{{name}}}` or `{{& name}}`.
final class VariableNode: Sendable {
    let name: TagName
    let isEscaped: Bool
    let position: TagPosition

    init(name: TagName, isEscaped: Bool, position: TagPosition) {
        self.name = name
        self.isEscaped = isEscaped
        self.position = position
    }
}

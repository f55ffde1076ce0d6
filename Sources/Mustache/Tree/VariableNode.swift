/// `{{name}}`, `{{{name}}}` or `{{& name}}`.
struct VariableNode: Sendable {
    let name: TagName
    let isEscaped: Bool
    let position: TagPosition
}

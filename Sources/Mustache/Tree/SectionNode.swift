/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`. `BlockReindenter` makes a copy with its children reindented.
struct SectionNode: Sendable {
    let name: TagName
    let isInverted: Bool
    var children: [Node]
    let position: TagPosition
}

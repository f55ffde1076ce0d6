/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
final class SectionNode: Sendable {
    let name: TagName
    let isInverted: Bool
    let children: [Node]
    let position: TagPosition

    init(name: TagName, isInverted: Bool, children: [Node], position: TagPosition) {
        self.name = name
        self.isInverted = isInverted
        self.children = children
        self.position = position
    }
}

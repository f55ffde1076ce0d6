import Diagnostics

/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
final class SectionNode: Sendable {
    let name: TagName
    let isInverted: Bool
    let children: [Node]
    let location: SourceLocation

    init(name: TagName, isInverted: Bool, children: [Node], location: SourceLocation) {
        self.name = name
        self.isInverted = isInverted
        self.children = children
        self.location = location
    }
}

/// `{{$name}}default{{/name}}`: a place a child template may fill, or (inside a parent tag) what it fills it with.
/// `BlockReindenter` makes a reindented copy.
struct BlockNode: Sendable {
    let name: String
    var children: [Node]
    /// The opening tag is standalone: the content is reindented where it is expanded.
    let isStandalone: Bool
    /// The whitespace before the standalone opening tag.
    var tagIndentation: [UInt8]
    /// The indentation the content gets where the block is expanded.
    var indentation: [UInt8] = []
    /// The content starts a template line (so its first line gets indentation by itself).
    let beginsAtLineStart: Bool

    init(name: String, children: [Node], isStandalone: Bool, tagIndentation: [UInt8]) {
        self.name = name
        self.children = children
        self.isStandalone = isStandalone
        self.tagIndentation = tagIndentation
        if case .text(let text)? = children.first, text.lineStarts.first == 0 {
            beginsAtLineStart = true
        } else {
            beginsAtLineStart = false
        }
    }
}

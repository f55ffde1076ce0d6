import Diagnostics

/// One element of a compiled template.
enum Node: @unchecked Sendable {
    case text(TextNode)
    case variable(VariableNode)
    case section(SectionNode)
    case partial(PartialNode)
    case parent(ParentNode)
    case block(BlockNode)
}

/// Literal template text as UTF-8, with the offsets where template lines start (where a partial's indentation goes).
final class TextNode: @unchecked Sendable {
    var bytes: [UInt8]
    var lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}

/// `{{name}}`, `{{{name}}}` or `{{& name}}`.
final class VariableNode: @unchecked Sendable {
    let name: TagName
    let isEscaped: Bool
    let location: SourceLocation

    init(name: TagName, isEscaped: Bool, location: SourceLocation) {
        self.name = name
        self.isEscaped = isEscaped
        self.location = location
    }
}

/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
final class SectionNode: @unchecked Sendable {
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

/// `{{> name}}` or `{{> *name}}`.
final class PartialNode: @unchecked Sendable {
    let reference: TemplateReference
    let isStandalone: Bool
    var indentation: [UInt8]
    let location: SourceLocation

    init(reference: TemplateReference, isStandalone: Bool, indentation: [UInt8], location: SourceLocation) {
        self.reference = reference
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

/// `{{< name}}{{$block}}…{{/block}}{{/name}}`: a parent template with blocks overridden.
final class ParentNode: @unchecked Sendable {
    let reference: TemplateReference
    let overrides: [String: BlockNode]
    let isStandalone: Bool
    var indentation: [UInt8]
    let location: SourceLocation

    init(
        reference: TemplateReference, overrides: [String: BlockNode], isStandalone: Bool, indentation: [UInt8],
        location: SourceLocation
    ) {
        self.reference = reference
        self.overrides = overrides
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

/// `{{$name}}default{{/name}}`: a place a child template may fill, or (inside a parent tag) what it fills it with.
final class BlockNode: @unchecked Sendable {
    let name: String
    let children: [Node]
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

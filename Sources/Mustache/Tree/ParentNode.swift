/// `{{< name}}{{$block}}…{{/block}}{{/name}}`: a parent template with blocks overridden. `BlockReindenter` makes a
/// copy with the blocks and the indentation reindented.
struct ParentNode: Sendable {
    let reference: TemplateReference
    var overrides: [String: BlockNode]
    let isStandalone: Bool
    var indentation: [UInt8]
    let position: TagPosition
}

/// `{{< name}}{{$block}}…{{/block}}{{/name}}`: a parent template with blocks overridden.
// @unchecked: `BlockReindenter` sets `indentation` while compiling, never once the tree is published.
final class ParentNode: @unchecked Sendable {
    let reference: TemplateReference
    let overrides: [String: BlockNode]
    let isStandalone: Bool
    var indentation: [UInt8]
    let position: TagPosition

    init(
        reference: TemplateReference, overrides: [String: BlockNode], isStandalone: Bool, indentation: [UInt8],
        position: TagPosition
    ) {
        self.reference = reference
        self.overrides = overrides
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.position = position
    }
}

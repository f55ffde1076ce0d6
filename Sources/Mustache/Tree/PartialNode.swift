/// `{{> name}}` or `{{> *name}}`. `BlockReindenter` makes a copy with a block's indentation removed.
struct PartialNode: Sendable {
    let reference: TemplateReference
    let isStandalone: Bool
    var indentation: [UInt8]
    let position: TagPosition
}

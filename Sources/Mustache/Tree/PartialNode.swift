/// `{{> name}}` or `{{> *name}}`.
// @unchecked: `BlockReindenter` sets `indentation` while compiling, never once the tree is published.
final class PartialNode: @unchecked Sendable {
    let reference: TemplateReference
    let isStandalone: Bool
    var indentation: [UInt8]
    let position: TagPosition

    init(reference: TemplateReference, isStandalone: Bool, indentation: [UInt8], position: TagPosition) {
        self.reference = reference
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.position = position
    }
}

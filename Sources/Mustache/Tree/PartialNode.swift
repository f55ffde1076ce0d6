import Diagnostics

/// `{{> name}}` or `{{> *name}}`.
// @unchecked: `BlockReindenter` sets `indentation` while compiling, never once the tree is published.
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

import Diagnostics

/// Where a fixed reference's compiled template is put once it is resolved; filled while compiling, read-only after.
// @unchecked: `template` is set under `TemplateRepository`'s lock before the tree is published, read-only after.
final class TemplateSlot: @unchecked Sendable {
    let name: String
    let isParent: Bool
    let location: SourceLocation
    var template: CompiledTemplate?

    init(name: String, isParent: Bool, location: SourceLocation) {
        self.name = name
        self.isParent = isParent
        self.location = location
    }
}

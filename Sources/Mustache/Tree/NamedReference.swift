import Diagnostics

/// A partial or parent tag with a fixed name, as compiling needs it: the name to load, the index the name has in
/// the ``TemplateTable`` (which the tag's ``TemplateReference`` holds), and where the tag is, for errors.
struct NamedReference: Sendable {
    let name: String
    let index: Int
    let isParent: Bool
    let location: SourceLocation
}

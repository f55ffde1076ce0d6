import Diagnostics

/// A name a tag did not find, where: reported once per tag.
struct MissingName: Hashable {
    let name: String
    let location: SourceLocation
}

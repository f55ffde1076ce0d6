/// Which template a partial or parent tag expands: a fixed name, by the index it was given in the repository's
/// ``TemplateTable`` when the tag was compiled, or a dynamic name, looked up when the tag is rendered.
enum TemplateReference: Sendable {
    case named(index: Int)
    case dynamic(TagName)
}

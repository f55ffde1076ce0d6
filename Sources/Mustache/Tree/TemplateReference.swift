/// Which template a partial or parent tag expands: a fixed name resolved when compiling, or a dynamic name.
enum TemplateReference: Sendable {
    case named(String, TemplateSlot)
    case dynamic(TagName)
}

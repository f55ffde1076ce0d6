/// One element of a compiled template.
///
/// The tree is values, `Sendable` as the compiler checks it: `BlockReindenter` returns reindented copies (what the
/// nodes' `var`s are for), and a partial or parent refers to its template by index (``TemplateReference``), so no
/// node is shared and there are no cycles. Rendering copies each node it visits, so the frequent nodes are kept
/// inline and free of strings; parents and blocks, the largest and rarest, are boxed to keep every node small.
enum Node: Sendable {
    case text(TextNode)
    case variable(VariableNode)
    case section(SectionNode)
    case partial(PartialNode)
    indirect case parent(ParentNode)
    indirect case block(BlockNode)
}

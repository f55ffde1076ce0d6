/// What the renderer finds in one walk of a parsed Markdown tree: the nodes it rewrites, in document order.
struct DocumentNodes {
    /// The headings, to give ids and self-links.
    var headings: [OpaquePointer] = []
    /// The links, to resolve.
    var links: [OpaquePointer] = []
    /// The images, to resolve and turn into pictures.
    var images: [OpaquePointer] = []
    /// The tables, to wrap in their scroller.
    var tables: [OpaquePointer] = []
    /// The task list items (`- [ ] …`), whose checkboxes are named after their text.
    var taskItems: [OpaquePointer] = []
    /// Whether a footnote (a reference or a definition) is there.
    var hasFootnotes = false
}

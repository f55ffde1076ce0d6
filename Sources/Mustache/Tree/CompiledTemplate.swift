/// A parsed template: its tree, and the fixed partials and parents it refers to.
final class CompiledTemplate: Sendable {
    let source: TemplateSource
    let nodes: [Node]
    let slots: [TemplateSlot]

    init(source: TemplateSource, nodes: [Node], slots: [TemplateSlot]) {
        self.source = source
        self.nodes = nodes
        self.slots = slots
    }

    /// Drops the links to other templates, which may form cycles (a recursive partial).
    func unlink() {
        for slot in slots { slot.template = nil }
    }
}

/// A parsed template: its tree, and the path of its source, where errors in the tree are.
///
/// No more than rendering needs (a render copies it at each partial it expands); what compiling needs besides,
/// the tags with fixed names it refers to, the parser hands over once.
struct CompiledTemplate: Sendable {
    let path: String
    let nodes: [Node]
}

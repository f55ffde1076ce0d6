/// Where a tag starts in its template: a 1-based line and a 1-based column (in Unicode scalars), without the
/// template's path, which the renderer knows. A node holds no string for its position, so copying one while
/// rendering (once for every node rendered) does not copy a path too.
struct TagPosition: Hashable, Sendable {
    let line: Int
    let column: Int
}

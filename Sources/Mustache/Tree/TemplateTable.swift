/// The templates a repository has compiled, each at an index, and the index of each name: a partial or parent tag
/// with a fixed name holds its template's index, which a render looks up in the table it is given.
///
/// A table is a value: a compile changes a copy of the repository's table and publishes it whole, once every
/// template it needs is in. Entries are only ever added, so an index names the same entry in every later table
/// (a render keeps the table it started with, or a later one). The templates refer to one another only through
/// indices, so a partial that includes itself is no reference cycle.
struct TemplateTable: Sendable {
    /// The templates by index; `nil` for a name the loader does not have (or, while compiling, one not loaded yet).
    private var templates: [CompiledTemplate?] = []
    /// The index each name refers to.
    private var indices: [String: Int] = [:]

    /// How many entries there are; the next entry gets this index.
    var count: Int { templates.count }

    /// The template at `index`; `nil` when the loader does not have it.
    subscript(index: Int) -> CompiledTemplate? {
        get { templates[index] }
        set { templates[index] = newValue }
    }

    /// The index `name` refers to, if it has one.
    func index(of name: String) -> Int? {
        indices[name]
    }

    /// The index `name` refers to, a new empty entry when it has none.
    mutating func index(for name: String) -> Int {
        if let index = indices[name] { return index }
        return addEntry(named: name)
    }

    /// A new empty entry that `name` refers to from now on (entries it referred to before stay as they are).
    mutating func addEntry(named name: String) -> Int {
        let index = templates.count
        templates.append(nil)
        indices[name] = index
        return index
    }
}

/// Remembers the ids of one list (ignoring case) and reports the second use of any of them.
struct IdentifierRegistry {
    private struct Entry {
        let line: Int
    }

    private var entries: [String: Entry] = [:]

    /// Records `id`, found on `line`; `title` is the title it was derived from when there was no explicit `id`.
    ///
    /// Returns the problem when the id, ignoring case, is already taken: a derived id asks for an explicit
    /// `id`, an explicit one is a duplicate.
    mutating func register(_ id: String, derivedFrom title: String?, line: Int) -> ContentProblem? {
        let key = IdentifierValidator.urlForm(of: id)
        if let first = entries[key] {
            if let title {
                return .derivedIdentifierCollision(id: id, title: title, firstLine: first.line)
            }
            return .duplicateIdentifier(id, firstLine: first.line)
        }
        entries[key] = Entry(line: line)
        return nil
    }

    /// Every id recorded, in URL form (lower case).
    var identifiers: Set<String> { Set(entries.keys) }

    /// Whether `id` (ignoring case) is taken.
    func contains(_ id: String) -> Bool {
        entries[IdentifierValidator.urlForm(of: id)] != nil
    }
}

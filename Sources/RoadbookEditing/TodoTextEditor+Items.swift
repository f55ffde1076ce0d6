import RoadbookContent

extension TodoTextEditor {
    /// The document's text with its items `old` changed to `new`: an item not in `old` (by id, ignoring case) is
    /// new, and its id is written when it is in `explicitIDs` or differs from the one its title derives.
    package func text(
        changing old: [ItemModel], to new: [ItemModel], explicitIDs: Set<String>, preferMoving: Set<String>
    ) throws(TodoEditError) -> String {
        let known = Set(old.map { IdentifierValidator.urlForm(of: $0.id) })
        let written = new.filter { item in
            !known.contains(IdentifierValidator.urlForm(of: item.id))
                && (explicitIDs.contains(item.id) || item.id != Slugifier.slug(from: item.title))
        }
        return try text(changing: old, to: new, writingIDsOf: Set(written.map(\.id)), preferMoving: preferMoving)
    }
}

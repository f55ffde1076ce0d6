import RoadbookContent

extension TodoEntry {
    /// The entry of `item`; `hasExplicitID` says whether its id must be written for a new item.
    package init(_ item: ItemModel, hasExplicitID: Bool = false) {
        self.init(
            id: item.id, title: item.title, isCompleted: item.isCompleted, notes: item.notes, hasExplicitID: hasExplicitID)
    }
}

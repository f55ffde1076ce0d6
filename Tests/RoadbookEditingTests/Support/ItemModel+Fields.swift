import RoadbookContent

extension ItemModel {
    /// The same item with another title: what a rename makes of it.
    func with(title: String) -> ItemModel {
        ItemModel(id: id, title: title, isCompleted: isCompleted, notes: notes)
    }

    /// The same item with other notes, or none.
    func with(notes: String?) -> ItemModel {
        ItemModel(id: id, title: title, isCompleted: isCompleted, notes: notes)
    }
}

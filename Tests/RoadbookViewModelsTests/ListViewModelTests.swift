import Foundation
import Observation
import RoadbookContent
import RoadbookViewModels
import Synchronization
import Testing

@Suite struct ListViewModelTests {
    @Test func observersOfTheItemsSeeANewListButNotTheSameOne() {
        let model = ListViewModel(items: [ItemModel(id: "pack", title: "Pack")])
        var added = model.list
        _ = try? added.add(title: "Buy bread", id: "bread", notes: "Rye")

        let itemsChanged = Flag()
        withObservationTracking { _ = model.items } onChange: { itemsChanged.set() }
        model.apply(added.items, sources: [:])
        #expect(itemsChanged.isSet)
        #expect(model.items.map(\.id) == ["pack", "bread"])
        #expect(model.index(ofID: "BREAD") == 1)

        let itemsChangedAgain = Flag()
        withObservationTracking { _ = model.items } onChange: { itemsChangedAgain.set() }
        model.apply(added.items, sources: [:])
        #expect(!itemsChangedAgain.isSet)
    }

    @Test func theTodoObjectsAreKeptByIdAndReplacedOnlyWhenTheOrderChanges() {
        let model = ListViewModel(items: [])
        model.apply([ItemModel(id: "a", title: "aaa"), ItemModel(id: "b", title: "bbb")], sources: [:])
        let first = model.todoModels
        model.apply([ItemModel(id: "a", title: "A new title"), ItemModel(id: "b", title: "bbb")], sources: [:])
        #expect(model.todoModels.count == 2 && zip(model.todoModels, first).allSatisfy { $0 === $1 })
        #expect(model.todoModels[0].title == "A new title")
        model.apply([ItemModel(id: "b", title: "bbb"), ItemModel(id: "a", title: "A new title")], sources: [:])
        #expect(model.todoModels.map(\.id) == ["b", "a"])
        #expect(model.todoModels[0] === first[1])
    }

    @Test func pendingOffsetsFollowCompletionAndNotTitles() {
        let items = [
            ItemModel(id: "a", title: "aaa", isCompleted: true), ItemModel(id: "b", title: "bbb"), ItemModel(id: "c", title: "ccc"),
        ]
        let model = ListViewModel(items: items)
        #expect(model.pendingOffsets == [1, 2])
        let pendingChanged = Flag()
        withObservationTracking { _ = model.pendingOffsets } onChange: { pendingChanged.set() }
        model.apply([ItemModel(id: "a", title: "A new title", isCompleted: true)] + items.dropFirst(), sources: [:])
        #expect(!pendingChanged.isSet)
        #expect(model.items[0].title == "A new title")
        model.apply([items[0].updateCompletion()] + items.dropFirst(), sources: [:])
        #expect(pendingChanged.isSet)
        #expect(model.pendingOffsets == [0, 1, 2])
    }
}

/// A thread-safe flag for observation callbacks.
final class Flag: Sendable {
    private let value = Atomic(false)
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
}

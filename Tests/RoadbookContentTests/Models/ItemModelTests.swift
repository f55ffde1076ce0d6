import Foundation
import RoadbookContent
import Testing

@Suite struct ItemModelTests {
    @Test func idDefaultsToANewUUIDString() throws {
        let first = ItemModel(title: "Buy bread")
        let second = ItemModel(title: "Buy bread")
        #expect(first.id != second.id)
        #expect(UUID(uuidString: first.id) != nil)
        #expect(first.isCompleted == false)
        #expect(first.notes == nil)
    }

    @Test func updateCompletionKeepsTheIdAndFlipsTheFlag() {
        let item = ItemModel(id: "roma-pass", title: "Buy the Roma Pass", isCompleted: false, notes: "72 hours")
        let done = item.updateCompletion()
        #expect(done.id == "roma-pass")
        #expect(done.title == item.title)
        #expect(done.notes == "72 hours")
        #expect(done.isCompleted == true)
        #expect(done.updateCompletion() == item)
    }

    @Test func decodesTheJSONTheIOSAppWrites() throws {
        let json = #"[{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","title":"Pack","isCompleted":true}]"#
        let items = try JSONDecoder().decode([ItemModel].self, from: Data(json.utf8))
        #expect(items == [ItemModel(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "Pack", isCompleted: true)])
    }
}

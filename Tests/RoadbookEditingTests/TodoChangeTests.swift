import Diagnostics
import Foundation
import RoadbookContent
import TestSupport
import Testing
@testable import RoadbookEditing

/// A ``TodoChange`` made in a site's todo file through ``TodoFileStore``: the rule of each change, and the
/// smallest edit of the text.
@Suite struct TodoChangeTests {
    static let text = "# Trip\n- id: pack\n  title: Pack the bags   # soft ones\n- title: Book flights\n  isCompleted: true\n- title: Buy the Roma Pass\n"

    private func store(_ text: String = Self.text) throws -> (TemporaryDirectory, TodoFileStore) {
        let folder = try TemporaryDirectory()
        _ = try folder.write("title: T\n", to: "site.yaml")
        _ = try folder.write(text, to: "content/todos.yaml")
        return (folder, TodoFileStore(root: folder.url))
    }

    private func text(in folder: TemporaryDirectory) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent("content/todos.yaml"), encoding: .utf8)
    }

    @Test func aMoveEndsAtThePositionGivenAndMovesOnlyThatItem() throws {
        let (folder, store) = try store()
        let (moved, _) = try store.apply(.move(id: "buy-the-roma-pass", toPosition: 1))
        #expect(moved.map(\.id) == ["buy-the-roma-pass"])
        #expect(
            try text(in: folder)
                == "# Trip\n- title: Buy the Roma Pass\n- id: pack\n  title: Pack the bags   # soft ones\n- title: Book flights\n  isCompleted: true\n")
    }

    @Test func aMoveOutOfRangeIsRefusedAndChangesNothing() throws {
        let (folder, store) = try store()
        let error = #expect(throws: DiagnosticList.self) { try store.apply(.move(id: "pack", toPosition: 4)) }
        #expect(error?.diagnostics.map(\.message) == ["position 4 is out of range; 'content/todos.yaml' has 3 items"])
        #expect(try text(in: folder) == Self.text)
    }

    @Test func doneAndUndoSetTheCompletionAndToggleFlipsIt() throws {
        let (folder, store) = try store()
        let (done, _) = try store.apply(.complete(ids: ["PACK", "book-flights"], .done))
        #expect(done.map(\.isCompleted) == [true, true])
        #expect(try text(in: folder).contains("title: Pack the bags   # soft ones\n  isCompleted: true\n- title: Book flights\n  isCompleted: true\n"))
        let (toggled, _) = try store.apply(.complete(ids: ["book-flights"], .toggle))
        #expect(toggled.map(\.isCompleted) == [false])
        let (undone, _) = try store.apply(.complete(ids: ["book-flights"], .undo))
        #expect(undone.map(\.isCompleted) == [false])
    }

    @Test func anAddWithAnIDWritesItEvenWhenTheTitleWouldDeriveIt() throws {
        let (folder, store) = try store()
        let (added, _) = try store.apply(.add(title: "See the Louvre", id: "see-the-louvre", notes: nil))
        #expect(added.map(\.id) == ["see-the-louvre"])
        #expect(try text(in: folder).hasSuffix("- title: Buy the Roma Pass\n- id: see-the-louvre\n  title: See the Louvre\n"))
        #expect(throws: DiagnosticList.self) { try store.apply(.add(title: "Again", id: "PACK", notes: nil)) }
    }

    @Test func aRemovalTakesTheItemsNamedAndKeepsTheOthersText() throws {
        let (folder, store) = try store()
        let (removed, _) = try store.apply(.remove(ids: ["book-flights", "nothing-of-that-name"]))
        #expect(removed.map(\.id) == ["book-flights"])
        #expect(try text(in: folder) == "# Trip\n- id: pack\n  title: Pack the bags   # soft ones\n- title: Buy the Roma Pass\n")
    }
}

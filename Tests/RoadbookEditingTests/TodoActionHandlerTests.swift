import Diagnostics
import Foundation
import RoadbookContent
import TestSupport
import Testing
@testable import RoadbookEditing

/// The actions a page under `serve` posts, made in the todo file by ``TodoActionHandler``: each operation, the
/// messages of a refusal (the CLI's, and the page's in the site's language), the file's bytes afterwards, a todo
/// that is gone, and many actions at once.
@Suite struct TodoActionHandlerTests {
    static let text =
        "# Trip\n- id: pack\n  title: Pack the bags   # soft ones\n- title: Book flights\n  isCompleted: true\n- title: Buy the Roma Pass\n"

    private func handler(_ text: String = Self.text) throws -> (TemporaryDirectory, TodoActionHandler) {
        let folder = try TemporaryDirectory()
        _ = try folder.write("title: T\n", to: "site.yaml")
        _ = try folder.write(text, to: "content/todos.yaml")
        return (folder, TodoActionHandler(store: TodoFileStore(root: folder.url)))
    }

    /// The answer to `json`, decoded.
    private func perform(_ handler: TodoActionHandler, _ json: String, strings: StringTable = .english) throws -> (Int, [String: Any]) {
        let (status, body) = handler.perform(Data(json.utf8), strings: strings)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        return (status, object)
    }

    @Test func aToggleChangesOnlyThatItemsCompletion() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (status, answer) = try perform(handler, #"{"action":"toggle","id":"BOOK-flights"}"#)
        #expect(status == 200)
        #expect(answer["ok"] as? Bool == true)
        let items = try #require(answer["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["book-flights"])
        #expect(items.map { $0["isCompleted"] as? Bool } == [false])
        #expect(try folder.read("content/todos.yaml") == Self.text.replacingOccurrences(of: "  isCompleted: true\n", with: "  isCompleted: false\n"))
        _ = try perform(handler, #"{"action":"done","id":"pack"}"#)
        _ = try perform(handler, #"{"action":"undo","id":"pack"}"#)
        #expect(try folder.read("content/todos.yaml").hasPrefix("# Trip\n- id: pack\n  title: Pack the bags   # soft ones\n  isCompleted: false\n"))
    }

    @Test func anAddAppendsTheTrimmedTitleAndKeepsTheRestOfTheFile() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (status, answer) = try perform(handler, #"{"action":"add","title":"  Book the train  "}"#)
        #expect(status == 200)
        #expect((answer["items"] as? [[String: Any]])?.first?["id"] as? String == "book-the-train")
        #expect(try folder.read("content/todos.yaml") == Self.text + "- title: Book the train\n")
    }

    @Test func aShortTitleIsRefusedWithTheCLIsMessageAndThePagesInTheSitesLanguage() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (status, answer) = try perform(handler, #"{"action":"add","title":"Go"}"#)
        #expect(status == 422)
        #expect(answer["ok"] as? Bool == false)
        #expect(answer["error"] as? String == "error: 'title' must be at least 3 characters long; 'Go' has 2")
        #expect(answer["message"] as? String == "Your new todo item must be at least 3 characters long!")
        let russian = try #require(StringTable.builtIn("ru"))
        let (_, inRussian) = try perform(handler, #"{"action":"add","title":"   "}"#, strings: russian)
        #expect(inRussian["error"] as? String == "error: 'title' can't be empty")
        #expect(inRussian["message"] as? String == "Сначала введите задачу.")
        for language in ["uz", "az"] {
            let table = try #require(StringTable.builtIn(language))
            let (_, answer) = try perform(handler, #"{"action":"add","title":"Go"}"#, strings: table)
            let message = try #require(answer["message"] as? String)
            #expect(message.contains("3") && !message.contains("⟦"), "\(language): \(message)")
        }
        #expect(try folder.read("content/todos.yaml") == Self.text)
    }

    @Test func aRemovalAndAMoveEditOnlyTheirItems() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (moved, _) = try perform(handler, #"{"action":"move","id":"buy-the-roma-pass","position":1}"#)
        #expect(moved == 200)
        #expect(
            try folder.read("content/todos.yaml")
                == "# Trip\n- title: Buy the Roma Pass\n- id: pack\n  title: Pack the bags   # soft ones\n- title: Book flights\n  isCompleted: true\n")
        let (removed, _) = try perform(handler, #"{"action":"remove","id":"pack"}"#)
        #expect(removed == 200)
        #expect(try folder.read("content/todos.yaml") == "# Trip\n- title: Buy the Roma Pass\n- title: Book flights\n  isCompleted: true\n")
        let (outOfRange, answer) = try perform(handler, #"{"action":"move","id":"book-flights","position":9}"#)
        #expect(outOfRange == 422)
        #expect(answer["error"] as? String == "error: position 9 is out of range; 'content/todos.yaml' has 2 items")
    }

    @Test func anActionOnATodoThatIsGoneIsRefusedAndChangesNothing() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        for action in ["toggle", "remove"] {
            let (status, answer) = try perform(handler, #"{"action":"\#(action)","id":"see-the-louvre"}"#)
            #expect(status == 422)
            #expect(
                answer["error"] as? String
                    == "error: no todo item with the id 'see-the-louvre' in 'content/todos.yaml'; it was removed or renamed since the page was shown")
        }
        #expect(try folder.read("content/todos.yaml") == Self.text)
    }

    @Test func anEditRenamesAndSetsTheNotesAndAGetReadsThemBack() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (status, answer) = try perform(handler, #"{"action":"edit","id":"pack","title":" Pack light ","notes":"Soft bags:\nno wheels"}"#)
        #expect(status == 200)
        #expect((answer["items"] as? [[String: Any]])?.first?["title"] as? String == "Pack light")
        let expected = Self.text.replacingOccurrences(
            of: "  title: Pack the bags   # soft ones\n",
            with: "  title: Pack light   # soft ones\n  notes: |-\n    Soft bags:\n    no wheels\n")
        #expect(try folder.read("content/todos.yaml") == expected)
        let (_, read) = try perform(handler, #"{"action":"get","id":"PACK"}"#)
        #expect((read["items"] as? [[String: Any]])?.first?["notes"] as? String == "Soft bags:\nno wheels")
        // Title only: the notes stay; empty notes remove them.
        _ = try perform(handler, #"{"action":"edit","id":"pack","notes":""}"#)
        _ = try perform(handler, #"{"action":"edit","id":"pack","title":"Pack the bags"}"#)
        #expect(try folder.read("content/todos.yaml") == Self.text)
    }

    @Test func aRefusedEditIsWordedInTheSitesLanguageUnlessItsTodoIsGone() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (status, answer) = try perform(handler, #"{"action":"edit","id":"pack","title":"Go"}"#, strings: try #require(StringTable.builtIn("ru")))
        #expect(status == 422)
        #expect(answer["error"] as? String == "error: 'title' must be at least 3 characters long; 'Go' has 2")
        #expect(answer["message"] as? String == "Новая задача должна быть не короче 3 символов.")
        let (_, gone) = try perform(handler, #"{"action":"edit","id":"see-the-louvre","title":"Go"}"#)
        #expect((gone["message"] as? String)?.contains("no todo item with the id 'see-the-louvre'") == true)
        let (_, long) = try perform(handler, #"{"action":"edit","id":"pack","title":"\#(String(repeating: "a", count: 101))"}"#)
        #expect(long["message"] as? String == "A todo can be at most 100 characters long.")
        #expect(try folder.read("content/todos.yaml") == Self.text)
    }

    @Test func whatIsNotAnActionIsRefused() throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let (notJSON, answer) = try perform(handler, "title=Go")
        #expect(notJSON == 400)
        #expect(answer["error"] as? String == "error: the action is not a JSON object with a text 'action' and its fields")
        let (unknown, other) = try perform(handler, #"{"action":"rename","id":"pack"}"#)
        #expect(unknown == 422)
        #expect((other["error"] as? String)?.hasPrefix("error: unknown action 'rename'") == true)
        let (noID, missing) = try perform(handler, #"{"action":"toggle"}"#)
        #expect(noID == 422)
        #expect(missing["error"] as? String == "error: a 'toggle' needs the 'id' of its todo")
        #expect(try folder.read("content/todos.yaml") == Self.text)
    }

    @Test func actionsAndCommandEditsAtOnceAreAllMadeOneAfterTheOther() async throws {
        let (folder, handler) = try handler()
        defer { folder.remove() }
        let titles = (1...16).map { "Visit museum number \($0)" }
        await withTaskGroup(of: Int.self) { group in
            for title in titles {
                group.addTask { handler.perform(Data(#"{"action":"add","title":"\#(title)"}"#.utf8), strings: .english).status }
            }
            group.addTask { handler.perform(Data(#"{"action":"toggle","id":"pack"}"#.utf8), strings: .english).status }
            // What `roadbook todo add` does at the same time, through its own store of the same file.
            for number in 1...4 {
                group.addTask {
                    let store = TodoFileStore(root: folder.url)
                    return (try? store.apply(.add(title: "Call the hotel \(number)", id: nil, notes: nil))) == nil ? 500 : 200
                }
            }
            for await status in group { #expect(status == 200) }
        }
        let text = try folder.read("content/todos.yaml")
        for title in titles + (1...4).map({ "Call the hotel \($0)" }) { #expect(text.contains("- title: \(title)\n")) }
        #expect(text.hasPrefix(Self.text.replacingOccurrences(of: "# soft ones\n", with: "# soft ones\n  isCompleted: true\n")))
    }
}

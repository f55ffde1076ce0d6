import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// The todo list the command tests start from: comments everywhere, odd spacing, quoting and spellings.
enum TodoCommandFixture {
    static let text = """
        # Our trip. Keys: id, title, isCompleted, notes.

        - id: passport     # expires in May!
          title: "Renew passport"
          isCompleted: no

        # Bookings ------------------------------------------
        - title:    Book flights
          notes: |
            Into Rome,
            home from Paris.

        -   id: Hotel
            title: 'Book the hotel'
            isCompleted: True
            # quiet room, please
        - {id: adapters, title: Pack plug adapters}
        # the end

        """
}

/// Runs the CLI in-process on a site folder.
struct TodoSite {
    let directory: TemporaryDirectory
    var root: URL { directory.url }

    init(_ todos: String? = TodoCommandFixture.text, path: String = "content/todos.yaml") throws {
        directory = try TemporaryDirectory()
        try directory.write("title: Trip\n", to: "site.yaml")
        if let todos { try directory.write(todos, to: path) }
    }

    func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false)
        -> (code: Int32, stdout: String, stderr: String)
    {
        CLIRun.run(arguments + ["--source", root.path], environment: environment, stdoutIsTerminal: terminal)
    }

    func todos(_ path: String = "content/todos.yaml") throws -> String { try directory.read(path) }
}

@Suite struct TodoCommandTests {
    typealias F = TodoCommandFixture

    @Test func listNumbersMarksAndCounts() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "list"])
        #expect(result.code == 0)
        #expect(
            result.stdout == """
                1 ○ Renew passport  (passport)
                2 ○ Book flights  (book-flights)
                3 ✓ Book the hotel  (Hotel)
                4 ○ Pack plug adapters  (adapters)

                1 of 4 done, 3 to do

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func listIsColouredOnlyOnATerminalWithoutNoColor() throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "list"], terminal: true).stdout.contains("\u{1B}[32m✓\u{1B}[0m"))
        #expect(!site.run(["todo", "list"], environment: ["NO_COLOR": "1"], terminal: true).stdout.contains("\u{1B}["))
        #expect(!site.run(["todo", "list"]).stdout.contains("\u{1B}["))
    }

    @Test func listJSONHasTheModelKeysInOrder() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "list", "--json"])
        #expect(result.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["id"] as? String } == ["passport", "book-flights", "Hotel", "adapters"])
        #expect(json.map { $0["isCompleted"] as? Bool } == [false, false, true, false])
        #expect(json[1]["notes"] as? String == "Into Rome,\nhome from Paris.\n")
        #expect(json[0]["notes"] is NSNull)
        #expect(
            result.stdout.hasPrefix(
                "[\n  {\n    \"id\": \"passport\",\n    \"title\": \"Renew passport\",\n    \"isCompleted\": false,\n    \"notes\": null\n  },"
            ))
    }

    @Test func toggleByIdIgnoringCaseFlipsOneScalar() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "toggle", "HOTEL"])
        #expect(result.code == 0)
        #expect(result.stdout == "○ Book the hotel  (Hotel)\n")
        #expect(try site.todos() == F.text.replacingOccurrences(of: "isCompleted: True", with: "isCompleted: False"))
    }

    @Test func doneByPositionInsertsTheKeyLine() throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "done", "2", "1"]).code == 0)
        let expected = F.text
            .replacingOccurrences(of: "- title:    Book flights\n", with: "- title:    Book flights\n  isCompleted: true\n")
            .replacingOccurrences(of: "isCompleted: no", with: "isCompleted: yes")
        #expect(try site.todos() == expected)
    }

    @Test func doneAndUndoLeaveItemsAlreadyInThatState() throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "done", "hotel"]).code == 0)
        #expect(try site.todos() == F.text)
        #expect(site.run(["todo", "undo", "passport", "adapters"]).code == 0)
        #expect(try site.todos() == F.text)
        #expect(site.run(["todo", "undo", "hotel"]).code == 0)
        #expect(try site.todos() == F.text.replacingOccurrences(of: "isCompleted: True", with: "isCompleted: False"))
    }

    @Test func toggleAFlowItem() throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "toggle", "4"]).code == 0)
        #expect(
            try site.todos()
                == F.text.replacingOccurrences(
                    of: "{id: adapters, title: Pack plug adapters}",
                    with: "{id: adapters, title: Pack plug adapters, isCompleted: true}"))
    }

    @Test func unknownReferencesAreAllReportedAndNothingIsWritten() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "done", "pasport", "1", "9", "nothing-like-it"])
        #expect(result.code == 1)
        #expect(
            result.stderr == """
                error: no todo item with the id 'pasport' in 'content/todos.yaml'; did you mean 'passport'?
                error: no todo item at position 9; 'content/todos.yaml' has 4 items
                error: no todo item with the id 'nothing-like-it' in 'content/todos.yaml'

                """)
        #expect(try site.todos() == F.text)
    }

    @Test func removeCutsTheItemWithItsCommentAndOneBlankLine() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "remove", "book-flights"])
        #expect(result.code == 0)
        #expect(result.stdout == "removed: Book flights  (book-flights)\n")
        let flights =
            "# Bookings ------------------------------------------\n- title:    Book flights\n  notes: |\n    Into Rome,\n    home from Paris.\n\n"
        #expect(try site.todos() == F.text.replacingOccurrences(of: flights, with: ""))
    }

    @Test func removeSeveralByPositionCountsPositionsBeforeTheCommand() throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "remove", "1", "3"]).code == 0)
        #expect(
            try site.todos() == """
                # Our trip. Keys: id, title, isCompleted, notes.

                # Bookings ------------------------------------------
                - title:    Book flights
                  notes: |
                    Into Rome,
                    home from Paris.

                - {id: adapters, title: Pack plug adapters}
                # the end

                """)
    }

    @Test func moveToAPositionMovesOnlyThatItemsLines() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "move", "adapters", "--to", "1"])
        #expect(result.code == 0)
        #expect(result.stdout == "moved to 1: Pack plug adapters  (adapters)\n")
        let adapters = "- {id: adapters, title: Pack plug adapters}\n"
        let expected = F.text.replacingOccurrences(of: adapters, with: "")
            .replacingOccurrences(of: "\n- id: passport", with: "\n" + adapters + "- id: passport")
        #expect(try site.todos() == expected)
        #expect(site.run(["todo", "list", "--json"]).stdout.contains("\"adapters\""))
    }

    @Test(arguments: [
        (["passport", "--to", "3"], ["book-flights", "Hotel", "passport", "adapters"]),
        (["1", "--to", "4"], ["book-flights", "Hotel", "adapters", "passport"]),
        (["adapters", "--to", "2"], ["passport", "adapters", "book-flights", "Hotel"]),
        (["hotel", "--to", "3"], ["passport", "book-flights", "Hotel", "adapters"]),
        (["3", "--to", "2"], ["passport", "Hotel", "book-flights", "adapters"]),
    ])
    func moveEndsAtTheGivenPosition(arguments: [String], order: [String]) throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "move"] + arguments).code == 0)
        let json = try JSONSerialization.jsonObject(with: Data(site.run(["todo", "list", "--json"]).stdout.utf8))
        #expect((json as? [[String: Any]])?.map { $0["id"] as? String } == order)
    }

    @Test func moveOutOfRangeOrWithoutTargetFails() throws {
        let site = try TodoSite()
        let outOfRange = site.run(["todo", "move", "1", "--to", "5"])
        #expect(outOfRange.code == 1)
        #expect(outOfRange.stderr == "error: position 5 is out of range; 'content/todos.yaml' has 4 items\n")
        #expect(site.run(["todo", "move", "1"]).code == 64)
        #expect(site.run(["todo", "move", "1", "--to", "two"]).code == 64)
        #expect(try site.todos() == F.text)
    }

    @Test func addAppendsInTheFilesStyleAndPrintsTheID() throws {
        let site = try TodoSite()
        let result = site.run(["todo", "add", "  Buy a SIM card  ", "--notes", "At the airport.\nBring the passport.\n"])
        #expect(result.code == 0)
        #expect(result.stdout == "buy-a-sim-card\n")
        let expected = F.text.replacingOccurrences(
            of: "# the end\n",
            with:
                "- id: buy-a-sim-card\n  title: Buy a SIM card\n  notes: |\n    At the airport.\n    Bring the passport.\n# the end\n"
        )
        #expect(try site.todos() == expected)
    }

    @Test func addWithAnIDAndATakenTitle() throws {
        let site = try TodoSite()
        #expect(site.run(["todo", "add", "Renew passport"]).stdout == "renew-passport\n")
        #expect(site.run(["todo", "add", "Renew passport"]).stdout == "renew-passport-2\n")
        #expect(site.run(["todo", "add", "Check: visas", "--id", "Visas"]).stdout == "Visas\n")
        let list = site.run(["todo", "list"]).stdout
        #expect(
            list.contains(
                "5 ○ Renew passport  (renew-passport)\n6 ○ Renew passport  (renew-passport-2)\n7 ○ Check: visas  (Visas)\n"))
        #expect(try site.todos().hasSuffix("- id: Visas\n  title: 'Check: visas'\n# the end\n"))
    }

    @Test(arguments: [
        (["ab"], "error: 'title' must be at least 3 characters long; 'ab' has 2\n"),
        (["   "], "error: 'title' can't be empty\n"),
        ([String(repeating: "x", count: 101)], "error: 'title' is too long: 101 characters, at most 100\n"),
        (["Fine title", "--id", "no spaces"], "error: id 'no spaces' may contain only ASCII letters, digits and '-'\n"),
        (
            ["Fine title", "--id", "PASSPORT"],
            "error: the id 'PASSPORT' is taken by 'Renew passport' (ids are compared ignoring case)\n"
        ),
    ])
    func addRefusesInvalidInputAndWritesNothing(arguments: [String], message: String) throws {
        let site = try TodoSite()
        let result = site.run(["todo", "add"] + arguments)
        #expect(result.code == 1)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
        #expect(try site.todos() == F.text)
    }

    @Test func addCreatesTheFileWhenThereIsNone() throws {
        let site = try TodoSite(nil)
        #expect(site.run(["todo", "list"]).stdout == "No todo items yet; add one with 'roadbook todo add TITLE'.\n")
        #expect(site.run(["todo", "add", "First thing"]).code == 0)
        #expect(try site.todos() == "- title: First thing\n")
    }

    @Test func unparsableFileIsReportedAndNeverRewritten() throws {
        let broken = "- title: One\n  notes: [unclosed\n- title: Two\n"
        let site = try TodoSite(broken)
        for command in [["todo", "list"], ["todo", "add", "Three"], ["todo", "toggle", "1"]] {
            let result = site.run(command)
            #expect(result.code == 1)
            #expect(result.stderr.hasPrefix("content/todos.yaml:3:"))
            #expect(result.stderr.contains(": error: "))
        }
        #expect(try site.todos() == broken)
    }

    @Test func invalidItemsAreReportedAtTheirPositionAndNothingIsWritten() throws {
        let text = "- title: ok title\n- title: no\n  isCompleted: maybe\n"
        let site = try TodoSite(text)
        let result = site.run(["todo", "add", "Another one"])
        #expect(result.code == 1)
        #expect(result.stderr.contains("content/todos.yaml:2:10: error: 'title' must be at least 3 characters long; 'no' has 2"))
        #expect(try site.todos() == text)
    }

    @Test func layoutTheEditorDoesNotKnowIsReportedAndNothingIsWritten() throws {
        let text = "- title: First one\n- # a comment where the item starts\n  title: Second one\n"
        let site = try TodoSite(text)
        let result = site.run(["todo", "move", "2", "--to", "1"])
        #expect(result.code == 1)
        #expect(
            result.stderr.hasPrefix(
                "content/todos.yaml:3:3: error: can't edit the todo file in place: something other than spaces stands between an item's '-' and its content\n"
            ))
        #expect(try site.todos() == text)
    }

    @Test func aMissingSiteFolderIsAnErrorAndNothingIsCreated() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url.appendingPathComponent("typo").path
        let run = CLIRun.run(["todo", "add", "Something", "--source", missing])
        #expect(run.code == 1)
        #expect(run.stderr == "error: no site folder '\(missing)'\n")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func jsonFilesStayJSON() throws {
        let json = "[\n  {\n    \"id\": \"a\",\n    \"title\": \"Alpha\",\n    \"isCompleted\": false\n  }\n]\n"
        let site = try TodoSite(json, path: "content/todos.json")
        #expect(site.run(["todo", "done", "a"]).code == 0)
        #expect(try site.todos("content/todos.json") == json.replacingOccurrences(of: "false", with: "true"))
        #expect(site.run(["todo", "add", "Beta \"quoted\""]).stdout == "beta-quoted\n")
        #expect(site.run(["todo", "move", "beta-quoted", "--to", "1"]).code == 0)
        #expect(
            try site.todos("content/todos.json") == """
                [
                  {
                    "id": "beta-quoted",
                    "title": "Beta \\"quoted\\"",
                    "isCompleted": false
                  },
                  {
                    "id": "a",
                    "title": "Alpha",
                    "isCompleted": true
                  }
                ]

                """)
        #expect(site.run(["todo", "remove", "a"]).code == 0)
        let data = Data(try site.todos("content/todos.json").utf8)
        #expect((try JSONSerialization.jsonObject(with: data) as? [Any])?.count == 1)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("content/todos.yaml").path))
    }

    @Test func writesKeepTheFileModeAndLeaveNoTemporaryFiles() throws {
        let site = try TodoSite()
        let path = site.root.appendingPathComponent("content/todos.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(site.run(["todo", "toggle", "1"]).code == 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        let names = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("content").path)
        #expect(names.sorted() == [".todos.yaml.lock", "todos.yaml"])
    }
}

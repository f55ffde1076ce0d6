import Foundation
import TestSupport
import Testing

@testable import RoadbookCLI

/// The new place form's action under `serve`: the writer of `roadbook new location`, its messages, and nothing
/// written when one of them is shown.
@Suite struct ServePlaceActionTests {
    private func perform(_ json: String, in folder: TemporaryDirectory) throws -> (Int, [String: Any]) {
        let (status, body) = ServePlaceAction.perform(Data(json.utf8), root: folder.url)
        return (status, try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
    }

    private func site() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("title: Trip\n", to: "site.yaml")
        return folder
    }

    @Test func anAcceptedPlaceIsTheFileNewPlaceWrites() throws {
        let folder = try site()
        defer { folder.remove() }
        let (status, answer) = try perform(
            #"{"action":"addPlace","name":"Castel Sant'Angelo","city":" Rome ","latitude":" 41.9031","longitude":"12.4663","link":""}"#,
            in: folder)
        #expect(status == 200)
        #expect(answer["path"] as? String == "content/locations/castel-sant-angelo.md")
        let cli = try site()
        defer { cli.remove() }
        let run = CLIRun.run(
            ["new", "location", "Castel Sant'Angelo", "--city", "Rome", "--lat", "41.9031", "--lon", "12.4663", "--source", cli.url.path])
        #expect(run.code == 0)
        #expect(try folder.read("content/locations/castel-sant-angelo.md") == cli.read("content/locations/castel-sant-angelo.md"))
        // The same place again is refused: a file is never overwritten.
        let (again, refusal) = try perform(
            #"{"action":"addPlace","name":"castel sant angelo","city":"Rome","latitude":"1","longitude":"2"}"#, in: folder)
        #expect(again == 422)
        #expect((refusal["error"] as? String)?.contains("already exists; nothing was written") == true)
    }

    @Test func badCoordinatesAndNamesAreTheCLIsMessagesAndWriteNothing() throws {
        let folder = try site()
        defer { folder.remove() }
        let (status, answer) = try perform(
            #"{"action":"addPlace","name":"Colosseum","city":"Rome","latitude":"123","longitude":"12.49","link":"ftp://x"}"#, in: folder)
        #expect(status == 422)
        let lines = try #require(answer["diagnostics"] as? [String])
        #expect(lines.contains("error: latitude '123' is out of range; it must be between -90 and 90"))
        #expect(lines.count == 2)
        let (_, words) = try perform(#"{"action":"addPlace","name":"","city":"Rome","latitude":"north","longitude":""}"#, in: folder)
        #expect(words["diagnostics"] as? [String] == ["error: latitude takes a number, not 'north'", "error: missing longitude"])
        let (_, name) = try perform(#"{"action":"addPlace","name":"  ","city":"Rome","latitude":"1","longitude":"2"}"#, in: folder)
        #expect((name["error"] as? String)?.contains("'name'") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("content/locations").path))
        #expect(ServePlaceAction.isPlaceAction(Data(#"{"action":"addPlace"}"#.utf8)))
        #expect(!ServePlaceAction.isPlaceAction(Data(#"{"action":"add","title":"addPlace"}"#.utf8)))
    }
}

import Foundation
import RoadbookContent
import RoadbookEditing

/// The body of an action a page posts to `serve` (`{"action": "toggle", "id": …}`): parsed and carried out by the
/// action handler on a todo file on disk, as `serve` does once the request passed the gate.
///
/// Invariants: the answer is one of the handler's statuses with a JSON object body; a refused action leaves the
/// file's bytes as they were; an accepted one leaves a file that loads.
enum ServeActionHarness {
    static let todos = "# The trip\n- id: pack\n  title: Pack the bags   # soft ones\n- title: Book the flights\n  isCompleted: true\n"
    private static let root: URL = {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("roadbook-fuzz-action-\(getpid())")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
        try? SiteFiles.minimalConfig.write(to: folder.appendingPathComponent("site.yaml"))
        return folder
    }()
    private static let statuses: Set<Int> = [200, 400, 422]

    static func run(_ bytes: [UInt8]) {
        let file = root.appendingPathComponent("content/todos.yaml")
        try? Data(todos.utf8).write(to: file)
        let store = TodoFileStore(root: root)
        let answer = TodoActionHandler(store: store).perform(Data(bytes), strings: .english)
        Invariant.require(statuses.contains(answer.status), "status \(answer.status): \(String(decoding: answer.json, as: UTF8.self))")
        let json = try? JSONSerialization.jsonObject(with: answer.json)
        Invariant.require(json is [String: Any], "the answer is not a JSON object")
        let after = (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
        if answer.status != 200 {
            Invariant.require(after == todos, "a refused action changed the file")
        } else {
            Invariant.require((try? store.load()) != nil, "an accepted action left a file that does not load")
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        [
            #"{"action":"toggle","id":"pack"}"#, #"{"action":"add","title":"Buy the Roma Pass","notes":"Valid *72* hours"}"#,
            #"{"action":"add","title":"Go"}"#, #"{"action":"remove","id":"book-the-flights"}"#,
            #"{"action":"move","id":"pack","to":2}"#, #"{"action":"edit","id":"pack","title":"Pack light","notes":null}"#,
            #"{"action":"get","id":"pack"}"#, #"{"action":"toggle","id":"PACK"}"#, #"{"action":"move","id":"pack","to":-9223372036854775808}"#,
            #"{"action":"add","title":"\u0000\ud800"}"#, "[]", "", "{", #"{"action":7}"#,
        ].map { Array($0.utf8) }
    }
}

import Foundation
import Parallelism
import RoadbookCLI
import TestSupport
import Testing

/// Many `todo add` at once: the lock serializes them and each re-reads the file, so none is lost.
@Suite struct TodoConcurrencyTests {
    /// The `roadbook` binary SwiftPM built next to the test bundle, if it is there.
    static let binary: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("roadbook") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private static let count = 20

    /// Checks that the site's list holds the fixture's 4 items and then every added one, in a valid file.
    private func expectAllAdded(in site: TodoSite) throws {
        let result = site.run(["todo", "list", "--json"])
        #expect(result.code == 0, "\(result.stderr)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 4 + Self.count)
        let titles = Set(items.dropFirst(4).compactMap { $0["title"] as? String })
        #expect(titles == Set((1...Self.count).map { "Concurrent item \($0)" }))
        let text = try site.todos()
        #expect(text.hasPrefix(TodoCommandFixture.text.replacingOccurrences(of: "# the end\n", with: "")))
        #expect(text.hasSuffix("# the end\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("content").path)
        #expect(names.sorted() == [".todos.yaml.lock", "todos.yaml"])
    }

    @Test(.enabled(if: binary != nil, "the roadbook binary is not built next to the tests"))
    func twentyProcessesAddingAtOnceLoseNothing() throws {
        let site = try TodoSite()
        let binary = try #require(Self.binary)
        let processes = (1...Self.count).map { number in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["todo", "add", "Concurrent item \(number)", "--source", site.root.path]
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: Self.count))
        try expectAllAdded(in: site)
    }

    @Test func twentyThreadsRunningTheCLIAtOnceLoseNothing() throws {
        let site = try TodoSite()
        let group = DispatchGroup()
        let codes = CodeList()
        for number in 1...Self.count {
            group.enter()
            let thread = Thread {
                codes.append(site.run(["todo", "add", "Concurrent item \(number)"]).code)
                group.leave()
            }
            thread.start()
        }
        group.wait()
        #expect(codes.values == Array(repeating: 0, count: Self.count))
        try expectAllAdded(in: site)
    }
}

/// Exit codes collected from several threads.
private final class CodeList: Sendable {
    private let list = Locked<[Int32]>([])

    func append(_ code: Int32) {
        list.withLock { $0.append(code) }
    }

    var values: [Int32] {
        list.withLock { $0 }
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// The todo file is changed where it really is: through a symbolic link (the link stays), never by renaming over
/// a read-only file or a link that leads nowhere, keeping a byte-order mark.
@Suite struct TodoFileTrustTests {
    /// Two sites whose `content/todos.yaml` are links to one file in a third folder.
    private struct SharedList {
        let sites: [TodoSite]
        let shared: TemporaryDirectory
        var file: URL { shared.url.appendingPathComponent("todos.yaml") }

        init() throws {
            shared = try TemporaryDirectory()
            try shared.write(TodoCommandFixture.text, to: "todos.yaml")
            sites = try (0..<2).map { _ in try TodoSite(nil) }
            for site in sites {
                try FileManager.default.createDirectory(at: site.root.appendingPathComponent("content"), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: site.root.appendingPathComponent("content/todos.yaml").path, withDestinationPath: file.path)
            }
        }

        func expectLinksAreLinks() throws {
            for site in sites {
                let link = site.root.appendingPathComponent("content/todos.yaml").path
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file.path)
            }
        }
    }

    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "the roadbook binary is not built next to the tests"))
    func processesAddingThroughTwoLinkedSitesLoseNothing() throws {
        let list = try SharedList()
        let binary = try #require(TodoConcurrencyTests.binary)
        let count = 24
        let processes = (1...count).map { number in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["todo", "add", "Shared item \(number)", "--source", list.sites[number % 2].root.path]
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: count))
        let result = list.sites[0].run(["todo", "list", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(Set(items.compactMap { $0["title"] as? String }).isSuperset(of: (1...count).map { "Shared item \($0)" }))
        #expect(items.count == 4 + count)
        try list.expectLinksAreLinks()
        // The lock is beside the real file, the one both sites share.
        #expect(FileManager.default.fileExists(atPath: list.shared.url.appendingPathComponent(".todos.yaml.lock").path))
        #expect(!FileManager.default.fileExists(atPath: list.sites[0].root.appendingPathComponent("content/.todos.yaml.lock").path))
    }

    @Test func anEditThroughALinkReplacesTheRealFileAndKeepsTheLink() throws {
        let list = try SharedList()
        #expect(list.sites[1].run(["todo", "done", "adapters"]).code == 0)
        #expect(try String(contentsOf: list.file, encoding: .utf8).contains("- {id: adapters, title: Pack plug adapters, isCompleted: true}"))
        try list.expectLinksAreLinks()
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItWas() throws {
        let site = try TodoSite()
        let file = site.root.appendingPathComponent("content/todos.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let result = site.run(["todo", "add", "Buy a map"])
        #expect(result.code == 1)
        #expect(result.stderr == "content/todos.yaml: error: 'content/todos.yaml' is read-only; nothing was changed\n")
        #expect(try site.todos() == TodoCommandFixture.text)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o444)
    }

    @Test func aDanglingLinkIsAnErrorAndStaysALink() throws {
        let site = try TodoSite(nil)
        let link = site.root.appendingPathComponent("content/todos.yaml")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../shared/todos.yaml")
        let result = site.run(["todo", "add", "Buy a map"])
        #expect(result.code == 1)
        #expect(
            result.stderr
                == "content/todos.yaml: error: 'content/todos.yaml' is a symbolic link to '../shared/todos.yaml', which does not exist; create that file or remove the link\n"
        )
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../shared/todos.yaml")
        #expect(site.run(["todo", "list"]).code == 1)
    }

    @Test func aByteOrderMarkIsKept() throws {
        let site = try TodoSite("\u{FEFF}" + TodoCommandFixture.text)
        #expect(site.run(["todo", "add", "Buy a map"]).code == 0)
        let bytes = [UInt8](try Data(contentsOf: site.root.appendingPathComponent("content/todos.yaml")))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let plain = try TodoSite()
        #expect(plain.run(["todo", "add", "Buy a map"]).code == 0)
        #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self) == (try plain.todos()))
        #expect(try plain.todos().contains("title: Buy a map\n"))
        #expect(site.run(["todo", "list"]).stdout.contains("Buy a map"))
    }
}

/// `todo` outside any site is an error that says where it looked; inside a site's subfolder it finds the site.
@Suite struct TodoOutsideASiteTests {

    /// Whether no folder above the temporary folder holds a `site.yaml` (the search would find it).
    static let noSiteAboveTemporaryFolder: Bool = {
        var folder = FileManager.default.temporaryDirectory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("site.yaml").path) { return false }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return true }
            folder = parent
        }
    }()

    @Test func aSourceWithoutSiteYAMLIsAnErrorAndNothingIsCreated() throws {
        let folder = try TemporaryDirectory()
        let result = CLIRun.run(["todo", "add", "Buy a map", "--source", folder.url.path], in: URL(fileURLWithPath: "/"))
        #expect(result.code == 1)
        #expect(
            result.stderr
                == "error: no site.yaml in '\(folder.url.path)', so this is not a site; start one with 'roadbook init', or give the site's folder with --source\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test(.enabled(if: noSiteAboveTemporaryFolder, "a folder above the temporary folder holds a site.yaml"))
    func noSiteHereOrAboveIsAnErrorAndNothingIsCreated() throws {
        let folder = try TemporaryDirectory()
        let result = CLIRun.run(["todo", "add", "Buy a map"], in: folder.url)
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("error: no site.yaml in '\(folder.url.path)' or any folder above it, so this is not a site"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func fromInsideASiteTheSiteIsFound() throws {
        let site = try TodoSite()
        let inside = site.root.appendingPathComponent("content/locations")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        let result = CLIRun.run(["todo", "add", "Buy a map"], in: inside)
        #expect(result.code == 0)
        #expect(try site.todos().contains("title: Buy a map\n"))
        #expect(!FileManager.default.fileExists(atPath: inside.appendingPathComponent("content").path))
    }
}

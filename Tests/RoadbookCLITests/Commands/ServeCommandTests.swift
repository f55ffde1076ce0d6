import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `roadbook serve` as a user runs it: a real child process, stopped by signals.
@Suite struct ServeCommandTests {
    private static let binaryMissing = "the roadbook binary is not built next to the tests"
    private static let sitemapWarning = "no 'baseURL' in site.yaml"

    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "\(binaryMissing)"))
    func sigtermStopsItDuringABlockedRebuildAndRemovesItsTemporaryFolder() throws {
        let serve = try ServeProcess(binary: try #require(TodoConcurrencyTests.binary))
        try serve.start()
        #expect(serve.waitFor { serve.stdout.contains("Serving Served at http://127.0.0.1:") })
        #expect(serve.scratchFolders.count == 1)
        #expect(serve.count(Self.sitemapWarning) == 1)

        try serve.folder.write(
            "---\nname: Colosseum\ncityName: Rome\ncoordinates: { latitude: 41.89, longitude: 12.49 }\n---\nMore.\n",
            to: "site/content/locations/colosseum.md")
        #expect(serve.waitFor { serve.stderr.contains("Rebuilt") })
        #expect(serve.count(Self.sitemapWarning) == 1, "the same warning again after a rebuild:\n\(serve.stderr)")

        // A FIFO in static/ blocks a build that opens it for reading (no writer ever comes).
        #expect(mkfifo(serve.folder.url.path + "/site/static/pipe.txt", 0o644) == 0)
        #expect(serve.waitFor { serve.count("rebuilding") == 2 })
        usleep(300_000)
        #expect(serve.stop(with: SIGTERM) == 143)
        #expect(serve.scratchFolders == [])
        #expect(serve.stderr.hasSuffix("Stopped\n"))
    }

    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "\(binaryMissing)"))
    func ctrlCStopsItWithStatus130() throws {
        let serve = try ServeProcess(binary: try #require(TodoConcurrencyTests.binary))
        try serve.start()
        #expect(serve.waitFor { serve.stdout.contains("Serving") })
        #expect(serve.stop(with: SIGINT) == 130)
        #expect(serve.scratchFolders == [])
    }

    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "\(binaryMissing)"))
    func warnsThatAnotherAddressIsReachableFromTheNetwork() throws {
        // 192.0.2.1 is reserved for documentation: no machine has it, so nothing is ever exposed here.
        let serve = try ServeProcess(
            binary: try #require(TodoConcurrencyTests.binary), extraArguments: ["--port", "0", "--host", "192.0.2.1"])
        try serve.start()
        serve.process.waitUntilExit()
        #expect(serve.process.terminationStatus == 1)
        #expect(serve.stderr.hasPrefix(
            "warning: listening on 192.0.2.1, so the site is reachable from the network, not only from this machine\n"))
        #expect(serve.stderr.contains("error: cannot listen on 192.0.2.1: it is not an address of this machine\n"))
        #expect(serve.scratchFolders == [])
    }

    @Test func refusesAHostThatIsNotAnAddress() {
        for host in ["example.org", "127.0.0.256", "fe80::1%eth0"] {
            let (code, _, stderr) = CLIRun.run(["serve", "--host", host])
            #expect(code == 64, "\(host)")
            #expect(
                stderr.hasPrefix(
                    "error: option '--host' takes an IPv4 or IPv6 address such as 127.0.0.1, 0.0.0.0 or ::1, not '\(host)'\n"),
                "\(stderr)")
        }
    }
}

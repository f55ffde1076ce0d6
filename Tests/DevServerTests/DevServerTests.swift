import Foundation
import Parallelism
import TestSupport
import Testing

@testable import DevServer

/// Real HTTP requests to a server on 127.0.0.1, port 0, serving a temporary folder.
@Suite struct DevServerTests {
    /// A site folder with pages, assets, a 404 page, a secret beside it and a symbolic link that leads out.
    private static func makeSite() throws -> (TemporaryDirectory, URL) {
        let folder = try TemporaryDirectory()
        try folder.write("top secret\n", to: "secret.txt")
        try folder.write("<!doctype html><html><body><h1>Home</h1></body></html>\n", to: "site/index.html")
        try folder.write(
            "<!doctype html><html><body><h1>Colosseum</h1></body></html>\n", to: "site/locations/colosseum/index.html")
        try folder.write("<!doctype html><html><body><h1>Not here</h1></body></html>\n", to: "site/404.html")
        try folder.write("body { color: red; }\n</body>\n", to: "site/theme/site.css")
        try folder.write("{\"type\":\"FeatureCollection\"}\n", to: "site/locations.geojson")
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n", to: "site/map.svg")
        try folder.write("<urlset></urlset>\n", to: "site/sitemap.xml")
        try folder.write("no index here\n", to: "site/empty/readme.txt")
        try folder.write("café\n", to: "site/caf\u{e9} menu.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.path + "/site/leak.txt", withDestinationPath: folder.url.path + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.url.path + "/site/up", withDestinationPath: folder.url.path)
        return (folder, folder.url.appendingPathComponent("site"))
    }

    private static func withServer(_ body: (DevServer, UInt16, TemporaryDirectory) throws -> Void) throws {
        let (folder, root) = try makeSite()
        defer { folder.remove() }
        let server = DevServer(root: root, port: 0)
        let port = try server.start()
        defer { server.stop() }
        try body(server, port, folder)
    }

    @Test func servesTheIndexOfTheRootAndOfFolders() throws {
        try Self.withServer { _, port, _ in
            let home = try RawHTTPClient.send("GET", "/", port: port)
            #expect(home.status == 200)
            #expect(home.text.contains("<h1>Home</h1>"))
            #expect(home.header("Content-Type") == "text/html; charset=utf-8")
            #expect(home.header("Cache-Control") == "no-store")
            let place = try RawHTTPClient.send("GET", "/locations/colosseum/", port: port)
            #expect(place.status == 200)
            #expect(place.text.contains("<h1>Colosseum</h1>"))
            let file = try RawHTTPClient.send("GET", "/locations/colosseum/index.html", port: port)
            #expect(file.status == 200)
            #expect(file.text.contains("<h1>Colosseum</h1>"))
        }
    }

    @Test func redirectsAFolderWithoutItsSlash() throws {
        try Self.withServer { _, port, _ in
            let response = try RawHTTPClient.send("GET", "/locations/colosseum", port: port)
            #expect(response.status == 301)
            #expect(response.header("Location") == "/locations/colosseum/")
            let encoded = try RawHTTPClient.send("GET", "/%6Cocations", port: port)
            #expect(encoded.status == 301)
            #expect(encoded.header("Location") == "/locations/")
        }
    }

    @Test func decodesPercentEncodedPaths() throws {
        try Self.withServer { _, port, _ in
            let response = try RawHTTPClient.send("GET", "/caf%C3%A9%20menu.txt", port: port)
            #expect(response.status == 200)
            #expect(response.text == "café\n")
        }
    }

    @Test func answersMissingFilesWithTheSite404Page() throws {
        try Self.withServer { _, port, _ in
            for path in ["/nowhere/", "/nowhere.html", "/empty/", "/index.html/", "/locations.geojson/x"] {
                let response = try RawHTTPClient.send("GET", path, port: port)
                #expect(response.status == 404, "\(path)")
                #expect(response.text.contains("<h1>Not here</h1>"), "\(path)")
                #expect(response.text.contains(LiveReloadScript.element(version: 1)), "\(path)")
            }
        }
    }

    @Test func answersPlainTextWhenTheSiteHasNo404Page() throws {
        try Self.withServer { server, port, _ in
            try FileManager.default.removeItem(at: server.root.appendingPathComponent("404.html"))
            let response = try RawHTTPClient.send("GET", "/nowhere", port: port)
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        }
    }

    @Test func neverServesAFileOutsideTheRoot() throws {
        try Self.withServer { _, port, _ in
            for path in [
                "/../secret.txt", "/%2e%2e/secret.txt", "/locations/%2E%2E/%2e%2e/secret.txt",
                "/locations%2f..%2f..%2fsecret.txt",
            ] {
                let response = try RawHTTPClient.send("GET", path, port: port)
                #expect(response.status == 403, "\(path)")
                #expect(!response.text.contains("top secret"), "\(path)")
            }
            for path in ["/leak.txt", "/up/secret.txt", "/up/"] {
                let response = try RawHTTPClient.send("GET", path, port: port)
                #expect(response.status == 404, "\(path)")
                #expect(!response.text.contains("top secret"), "\(path)")
            }
            #expect(try RawHTTPClient.send("GET", "/%00", port: port).status == 400)
        }
    }

    @Test func setsTheContentTypeByExtension() throws {
        try Self.withServer { _, port, _ in
            let expected = [
                "/theme/site.css": "text/css; charset=utf-8", "/locations.geojson": "application/geo+json",
                "/map.svg": "image/svg+xml", "/sitemap.xml": "application/xml", "/empty/readme.txt": "text/plain; charset=utf-8",
            ]
            for (path, type) in expected {
                let response = try RawHTTPClient.send("GET", path, port: port)
                #expect(response.status == 200, "\(path)")
                #expect(response.header("Content-Type") == type, "\(path)")
            }
        }
    }

    @Test func injectsTheLiveReloadScriptIntoHTMLOnly() throws {
        try Self.withServer { server, port, _ in
            let page = try RawHTTPClient.send("GET", "/", port: port)
            #expect(page.text.contains(LiveReloadScript.element(version: 1) + "\n</body>"))
            let onDisk = try String(contentsOf: server.root.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(!onDisk.contains("<script"))
            let css = try RawHTTPClient.send("GET", "/theme/site.css", port: port)
            #expect(css.text == "body { color: red; }\n</body>\n")
            let json = try RawHTTPClient.send("GET", "/locations.geojson", port: port)
            #expect(!json.text.contains("<script"))
        }
    }

    /// Served pages run no inline script: the live-reload script is a file the server serves, and every HTML answer
    /// carries the policy that forbids inline scripts, `on…=` attributes and other hosts' scripts.
    @Test func servesPagesWithAPolicyThatForbidsInlineScripts() throws {
        try Self.withServer { _, port, _ in
            let page = try RawHTTPClient.send("GET", "/", port: port)
            #expect(page.header("Content-Security-Policy") == "script-src 'self'; object-src 'none'; base-uri 'self'")
            #expect(!page.text.contains("<script>"))
            let missing = try RawHTTPClient.send("GET", "/no/such/page", port: port)
            #expect(missing.header("Content-Security-Policy") == ContentSecurityPolicy.servedPages)
            let css = try RawHTTPClient.send("GET", "/theme/site.css", port: port)
            #expect(css.header("Content-Security-Policy") == nil)
            let script = try RawHTTPClient.send("GET", LiveReloadScript.path, port: port)
            #expect(script.status == 200)
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.text == LiveReloadScript.source)
        }
    }

    @Test func answersHeadWithTheHeadersAlone() throws {
        try Self.withServer { _, port, _ in
            let get = try RawHTTPClient.send("GET", "/", port: port)
            let head = try RawHTTPClient.send("HEAD", "/", port: port)
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Type") == "text/html; charset=utf-8")
            #expect(head.header("Content-Length") == String(get.body.count))
        }
    }

    @Test func refusesOtherMethods() throws {
        try Self.withServer { _, port, _ in
            for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
                let response = try RawHTTPClient.send(method, "/", port: port)
                #expect(response.status == 405, "\(method)")
                #expect(response.header("Allow") == "GET, HEAD", "\(method)")
            }
        }
    }

    @Test func listensOn127001Only() throws {
        try Self.withServer { server, port, _ in
            #expect(server.url == "http://127.0.0.1:\(port)/")
            #expect(port != 0)
            // Asked of the socket (getsockname), not read from /proc/net/tcp, which can miss a socket.
            #expect(server.listeningAddress == .loopback)
            #expect(LoopbackConnection.isAnswered(port: port, host: .loopback))
            let other = try #require(ListenAddress("127.0.0.2"))
            #expect(!LoopbackConnection.isAnswered(port: port, host: other))
        }
    }

    @Test func aPortInUseIsAClearError() throws {
        try Self.withServer { server, port, _ in
            let second = DevServer(root: server.root, port: port)
            #expect(throws: DevServerError.portInUse(host: "127.0.0.1", port: port)) { try second.start() }
            #expect(
                DevServerError.portInUse(host: "127.0.0.1", port: port).description
                    == "port \(port) on 127.0.0.1 is already in use")
        }
    }

    @Test func stopFreesThePort() throws {
        let (folder, root) = try Self.makeSite()
        defer { folder.remove() }
        let first = DevServer(root: root, port: 0)
        let port = try first.start()
        first.stop()
        #expect(throws: (any Error).self) { try RawHTTPClient.send("GET", "/", port: port, timeoutSeconds: 1) }
        let second = DevServer(root: root, port: port)
        #expect(try second.start() == port)
        second.stop()
    }

    @Test func keepsAnsweringWhileARebuildSwapsTheFolder() throws {
        try Self.withServer { server, port, folder in
            let root = server.root.path
            let swapper = Thread {
                // What the generator does: a new folder beside the old one, two renames, the old one deleted.
                for round in 0..<40 {
                    let staging = folder.url.path + "/.site.tmp-\(round)"
                    let away = folder.url.path + "/.site.old-\(round)"
                    try? FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
                    try? Data("<html><body>round \(round)</body></html>".utf8).write(
                        to: URL(fileURLWithPath: staging + "/index.html"))
                    rename(root, away)
                    rename(staging, root)
                    try? FileManager.default.removeItem(atPath: away)
                    usleep(2_000)
                }
            }
            swapper.start()
            var statuses: [Int] = []
            for _ in 0..<60 {
                statuses.append(try RawHTTPClient.send("GET", "/", port: port).status)
            }
            #expect(statuses.allSatisfy { $0 == 200 })
            #expect(eventually { swapper.isFinished })
        }
    }

    @Test func tellsOpenPagesWhatEachRebuildChangedAndShowsItsErrors() throws {
        let (folder, root) = try Self.makeSite()
        defer { folder.remove() }
        try folder.write("title: One\n", to: "source/site.yaml")
        let source = folder.url.appendingPathComponent("source")
        let builds = Counter()
        // The "build": copies site.yaml's text into the served page, and fails when the text says so.
        let server = DevServer(root: root, port: 0, watching: [source]) { changed in
            let text = (try? String(contentsOf: source.appendingPathComponent("site.yaml"), encoding: .utf8)) ?? ""
            builds.add(changed)
            if text.contains("broken") { return .failed(diagnostics: ["site.yaml:1:8: error: <b>broken</b>"]) }
            try? Data("<html><body>\(text)</body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
            return .rebuilt(changedPaths: [""])
        }
        let port = try server.start()
        defer { server.stop() }
        let page = EventStreamClient.self
        let events = try page.init(path: EventHub.path + "?since=1", port: port)
        defer { events.close() }
        #expect(eventually { events.text.contains("text/event-stream") && events.text.contains("event: errors\ndata: {\"diagnostics\":[]}") })

        try folder.write("title: Two, a longer one\n", to: "source/site.yaml")
        #expect(eventually { events.text.contains("event: build\ndata: {\"all\":false,\"paths\":[\"/\"],\"version\":2}") })
        #expect(builds.paths.contains(source.path + "/site.yaml"))
        #expect(server.version == 2)
        let home = try RawHTTPClient.send("GET", "/", port: port)
        #expect(home.text.contains("title: Two, a longer one"))
        #expect(home.text.contains(LiveReloadScript.element(version: 2)))

        try folder.write("title: broken!\n", to: "source/site.yaml")
        #expect(eventually { events.text.contains(#"{"diagnostics":["site.yaml:1:8: error: <b>broken</b>"]}"#) })
        #expect(server.version == 2)
        #expect(try RawHTTPClient.send("GET", "/", port: port).text.contains("title: Two"))

        // A page that connects late (at version 1) learns at once that the home page changed, and sees the errors.
        let late = try EventStreamClient(path: EventHub.path + "?since=1", port: port)
        defer { late.close() }
        #expect(eventually { late.text.contains(#""paths":["/"],"version":2"#) && late.text.contains("broken") })

        try folder.write("title: Three\n", to: "source/site.yaml")
        #expect(eventually { events.text.contains(#""version":3"#) && events.text.hasSuffix("event: errors\ndata: {\"diagnostics\":[]}\n\n\r\n") })
    }
}

/// Counts rebuilds across threads and keeps the paths they were given.
private final class Counter: Sendable {
    private let calls = Locked<[[String]]>([])

    func add(_ paths: [String]) {
        calls.withLock { $0.append(paths) }
    }

    var count: Int {
        calls.withLock { $0.count }
    }

    var paths: [String] {
        calls.withLock { $0.flatMap { $0 } }
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Editing in the browser, end to end: a real `roadbook serve` child process gives its todo list page the editing
/// script and the run's secret, makes a posted action in `content/todos.yaml` by the `todo` command's edit, and
/// refuses one from elsewhere; `generate`'s output has neither script nor secret.
@Suite struct ServeEditingTests {
    private static let binaryMissing = "the roadbook binary is not built next to the tests"
    static let todos = "# The trip\n- title: Pack the bags   # soft ones\n- title: Book the flights\n  isCompleted: true\n"

    /// One request over a plain socket to 127.0.0.1:`port` (so the test sets `Host` and `Origin` itself).
    static func request(_ method: String, _ path: String, port: UInt16, headers: [String] = [], body: String = "") throws -> (
        status: Int, text: String
    ) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let head = ["\(method) \(path) HTTP/1.1"] + headers + ["Content-Length: \(body.utf8.count)", "Connection: close", "", ""]
        let bytes = Array((head.joined(separator: "\r\n") + body).utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: received, as: UTF8.self)
        let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n"))
    }

    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "\(binaryMissing)"))
    func aServedPageCanTickATodoAndAnotherOriginCannot() throws {
        let serve = try ServeProcess(binary: try #require(TodoConcurrencyTests.binary))
        try serve.folder.write(Self.todos, to: "site/content/todos.yaml")
        try serve.start()
        defer { _ = serve.stop(with: SIGTERM) }
        #expect(serve.waitFor { serve.stdout.contains("Serving Served at http://127.0.0.1:") })
        let port = try #require(serve.stdout.firstMatch(of: /127\.0\.0\.1:(\d+)\//).flatMap { UInt16($0.1) })
        let page = try Self.request("GET", "/todos/", port: port, headers: ["Host: 127.0.0.1:\(port)"])
        #expect(page.status == 200)
        let secret = try #require(page.text.firstMatch(of: /"secret":"([0-9a-f]{64})"/).map { String($0.1) })
        let host = "127.0.0.1:\(port)"
        let good = ["Host: \(host)", "Origin: http://\(host)", "Content-Type: application/json", "X-Roadbook-Secret: \(secret)"]
        let body = #"{"action":"toggle","id":"pack-the-bags"}"#

        let foreign = try Self.request("POST", "/_roadbook/actions", port: port,
            headers: ["Host: \(host)", "Origin: http://evil.example", "Content-Type: application/json", "X-Roadbook-Secret: \(secret)"],
            body: body)
        #expect(foreign.status == 403)
        let rebound = try Self.request(
            "POST", "/_roadbook/actions", port: port,
            headers: ["Host: evil.example", "Origin: http://evil.example", "Content-Type: application/json", "X-Roadbook-Secret: \(secret)"],
            body: body)
        #expect(rebound.status == 403)
        #expect(try serve.folder.read("site/content/todos.yaml") == Self.todos)

        let short = try Self.request("POST", "/_roadbook/actions", port: port, headers: good, body: #"{"action":"add","title":"Go"}"#)
        #expect(short.status == 422)
        #expect(short.text.contains("Your new todo item must be at least 3 characters long!"))
        #expect(try serve.folder.read("site/content/todos.yaml") == Self.todos)

        let answer = try Self.request("POST", "/_roadbook/actions", port: port, headers: good, body: body)
        #expect(answer.status == 200, "\(answer.text)")
        #expect(
            try serve.folder.read("site/content/todos.yaml")
                == "# The trip\n- title: Pack the bags   # soft ones\n  isCompleted: true\n- title: Book the flights\n  isCompleted: true\n")
        // The watcher rebuilds the list page from the edited file.
        #expect(serve.waitFor(seconds: 30) {
            let now = (try? Self.request("GET", "/todos/", port: port, headers: ["Host: \(host)"]))?.text ?? ""
            return now.contains("<li id=\"pack-the-bags\" class=\"todo done\">")
        })
    }

    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "\(binaryMissing)"))
    func anotherAddressTurnsEditingOffUnlessAsked() throws {
        // 192.0.2.1 is reserved for documentation: no machine has it, so serve stops after saying what it would do.
        for (extra, line) in [
            ([String](), "note: editing in the browser is off, because --host is not a loopback address; add --edit to allow it\n"),
            (["--edit"], "warning: editing in the browser is on (--edit): anyone who can open these pages can change content/todos.yaml\n"),
        ] {
            let serve = try ServeProcess(
                binary: try #require(TodoConcurrencyTests.binary), extraArguments: ["--port", "0", "--host", "192.0.2.1"] + extra)
            try serve.start()
            serve.process.waitUntilExit()
            #expect(serve.stderr.contains(line), "\(serve.stderr)")
        }
    }

    @Test func generatesNoEditingScriptAndNoSecret() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("title: Weekend\n", to: "site.yaml")
        try site.write(Self.todos, to: "content/todos.yaml")
        let (code, _, stderr) = CLIRun.run(["generate"], in: site.url, environment: ["HOME": "/nonexistent"])
        #expect(code == 0, "\(stderr)")
        let output = site.url.appendingPathComponent("_site")
        let files = try #require(FileManager.default.subpaths(atPath: output.path))
        #expect(files.contains("todos/index.html"))
        for file in files {
            guard let text = try? String(contentsOf: output.appendingPathComponent(file), encoding: .utf8) else { continue }
            for marker in ["roadbook-editing", "_roadbook/actions", "X-Roadbook-Secret", "roadbook serve"] {
                #expect(!text.contains(marker), "\(file) holds '\(marker)'")
            }
        }
    }
}

import DevServer
import Foundation

/// A request to the preview server: `path NUL since` (no NUL: no `since`), answered as the server would, without
/// a socket, over a small served folder.
///
/// Invariants: nothing traps (the `since` that overflowed is the reason for this target); the answer is one of the
/// statuses the server gives.
enum ServeRequestHarness {
    private static let server: DevServer = {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("roadbook-fuzz-serve-\(getpid())")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        try? Data("<html><body>home</body></html>".utf8).write(to: folder.appendingPathComponent("index.html"))
        try? Data("x".utf8).write(to: folder.appendingPathComponent("dir/a.txt"))
        return DevServer(root: folder, port: 0)
    }()
    private static let statuses: Set<Int> = [200, 301, 400, 403, 404, 405, 503]

    static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(decoding: parts[0], as: UTF8.self)
        let since = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
        for method in ["GET", "HEAD"] {
            let status = server.responseStatus(to: HTTPRequest(method: method, path: path, since: since))
            Invariant.require(statuses.contains(status), "status \(status) for '\(path)'")
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        [
            "/", "/index.html", "/dir", "/dir/", "/dir/a.txt", "/../etc/passwd", "/%2e%2e/x", "/_roadbook/events\u{0}1",
            "/_roadbook/events\u{0}-9223372036854775807", "/_roadbook/events\u{0}99999999999999999999", "/a%00b", "//x",
        ].map { Array($0.utf8) }
    }
}

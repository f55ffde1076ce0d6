import Foundation

/// Answers requests from a folder the way a plain static web server does: `GET` and `HEAD`, `/dir/` → its
/// `index.html`, `/dir` → 301 to `/dir/`, the folder's own `404.html` for what is missing, 405 for other methods,
/// and nothing outside the folder: no `..` (encoded or not), no symbolic link at all (each file is opened once,
/// segment by segment, without following links; see ``NoFollowOpener``), nothing but regular files and folders.
///
/// Files are sent from the descriptor that was opened; HTML pages get the live-reload script (served at
/// ``LiveReloadScript/path``, beside the editing script when there is one: ``scripts``) and the
/// ``ContentSecurityPolicy``, and `/_roadbook/events` streams the server's events to them.
struct StaticSiteResponder: Sendable {
    /// The folder served. It may be replaced as a whole (a rebuild renames a new folder into its place).
    let root: URL
    /// Whether HTML responses get the live-reload script.
    let injectsLiveReload: Bool
    /// The build version and the events open pages listen to.
    let events: EventHub
    /// More HTML for every page that gets the script (the editing script, under `serve` with editing on).
    var pageAddition: (@Sendable () -> String)? = nil
    /// The server's own scripts, by path (the editing script, under `serve` with editing on); the live-reload
    /// script is added to them when pages get it.
    var scripts: [String: String] = [:]
    /// The site's own path (`/ozbekiston/`), which answers as `/` does: the 404 page's links start from it.
    var basePath: String = "/"
    /// The paths a rebuild left for later: a request for one waits for them (``PendingPaths``).
    var pending: PendingPaths? = nil

    /// HTML pages up to this size are read into memory to get the live-reload script; larger ones are sent as they
    /// are, from the file.
    static let largestInjectedPage = 16 << 20

    /// The response to `request`.
    func response(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 method not allowed", extraHeaders: [HTTPHeader("Allow", "GET, HEAD")])
        }
        if request.path == EventHub.path, injectsLiveReload {
            var since: Int?
            if let text = request.since {
                guard let version = Self.version(text) else { return .text(400, "400 bad request: since takes a version number") }
                since = version
            }
            let stream = events.open(since: since)
            return HTTPResponse(
                status: 200, contentType: "text/event-stream", body: .events(stream, ended: { [events] in events.closed(stream) }))
        }
        if injectsLiveReload, let script = request.path == LiveReloadScript.path ? LiveReloadScript.source : scripts[request.path] {
            return HTTPResponse(
                status: 200, contentType: "text/javascript; charset=utf-8", data: Data(script.utf8),
                extraHeaders: [HTTPHeader("X-Content-Type-Options", "nosniff"), HTTPHeader("Cache-Control", "no-store")])
        }
        var path: RequestPath
        do {
            path = try RequestPath.parse(request.path)
            if let base = try? RequestPath.parse(basePath) { path = path.removingPrefix(base) }
        } catch .malformed {
            return .text(400, "400 bad request")
        } catch {
            return .text(403, "403 forbidden")
        }
        pending?.waitWhilePending(path)
        // A rebuild replaces the folder by two renames; an answer that missed a file because the folder was
        // replaced meanwhile is worked out again against the new folder.
        for _ in 0..<20 {
            if let folder = NoFollowOpener.openRoot(root.path) {
                let answer = response(to: path, in: folder)
                if answer.status != 404 || !Self.wasReplaced(folder, at: root.path) { return answer }
            }
            usleep(5_000)
        }
        guard let folder = NoFollowOpener.openRoot(root.path) else { return .text(503, "503 the site is being built") }
        return response(to: path, in: folder)
    }

    /// The version a page sends in `?since=`: 1 to 18 ASCII digits (so it always fits an `Int`); nil for
    /// anything else (a sign, a space, a longer number).
    static func version(_ text: String) -> Int? {
        guard (1...18).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    /// The response for a request path that is safe to look up, in the open served folder.
    private func response(to path: RequestPath, in folder: OpenFile) -> HTTPResponse {
        guard let entry = NoFollowOpener.entry(at: path.segments, beneath: folder) else { return notFound(in: folder) }
        switch entry.kind {
        case .directory:
            guard path.hasTrailingSlash || path.segments.isEmpty else {
                let location = path.encoded(trailingSlash: true)
                return .text(301, "301 moved permanently to \(location)", extraHeaders: [HTTPHeader("Location", location)])
            }
            guard let index = NoFollowOpener.entry(at: [Array("index.html".utf8)], beneath: entry), index.kind == .regularFile
            else { return notFound(in: folder) }
            return file(index, named: "index.html", status: 200)
        case .regularFile:
            guard !path.hasTrailingSlash else { return notFound(in: folder) }
            return file(entry, named: path.lastName, status: 200)
        }
    }

    /// The response for a missing file: the site's `404.html` with status 404, or a plain text one.
    private func notFound(in folder: OpenFile) -> HTTPResponse {
        guard let page = NoFollowOpener.entry(at: [Array("404.html".utf8)], beneath: folder), page.kind == .regularFile else {
            return .text(404, "404 not found")
        }
        return file(page, named: "404.html", status: 404)
    }

    /// The open regular file `opened`, whose name is `name`, with its type; HTML with the script.
    private func file(_ opened: OpenFile, named name: String, status: Int) -> HTTPResponse {
        let type = MediaType.of(path: name)
        var headers = [HTTPHeader("X-Content-Type-Options", "nosniff")]
        guard injectsLiveReload, MediaType.isHTML(type) else {
            return HTTPResponse(status: status, contentType: type, body: .file(opened), extraHeaders: headers)
        }
        headers.append(HTTPHeader(ContentSecurityPolicy.field, ContentSecurityPolicy.servedPages))
        guard opened.size <= Self.largestInjectedPage else {
            return HTTPResponse(status: status, contentType: type, body: .file(opened), extraHeaders: headers)
        }
        guard let page = opened.readAll() else { return .text(500, "500 cannot read the file") }
        return HTTPResponse(
            status: status, contentType: type, data: LiveReloadScript.inject(into: page, version: events.current, extra: pageAddition?() ?? ""),
            extraHeaders: headers)
    }

    /// Whether the folder at `path` is no longer the open `folder` (a rebuild swapped in another one, or none is
    /// there at the moment).
    static func wasReplaced(_ folder: OpenFile, at path: String) -> Bool {
        var open = stat()
        var now = stat()
        guard let descriptor = folder.fileDescriptor, fstat(descriptor, &open) == 0, stat(path, &now) == 0 else { return true }
        return open.st_dev != now.st_dev || open.st_ino != now.st_ino
    }
}

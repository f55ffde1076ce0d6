import Foundation

/// Answers requests from a folder the way a plain static web server does: `GET` and `HEAD`, `/dir/` → its
/// `index.html`, `/dir` → 301 to `/dir/`, the folder's own `404.html` for what is missing, 405 for other methods,
/// and nothing outside the folder (no `..`, encoded or not, no symbolic link that leads out).
///
/// HTML gets the live-reload script; `/__roadbook/version` answers the build version.
struct StaticSiteResponder: Sendable {
    /// The folder served. It may be replaced as a whole (a rebuild renames a new folder into its place).
    let root: URL
    /// Whether HTML responses get the live-reload script.
    let injectsLiveReload: Bool
    /// The current build version.
    let version: @Sendable () -> Int

    /// The response to `request`.
    func response(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 method not allowed", extraHeaders: [HTTPHeader("Allow", "GET, HEAD")])
        }
        if request.path == LiveReloadScript.versionPath {
            return HTTPResponse(status: 200, contentType: "application/json", body: Data("\(version())\n".utf8))
        }
        let path: RequestPath
        do {
            path = try RequestPath.parse(request.path)
        } catch .malformed {
            return .text(400, "400 bad request")
        } catch {
            return .text(403, "403 forbidden")
        }
        // A rebuild replaces the folder by two renames; an answer that missed a file because the folder moved
        // meanwhile is worked out again against the new folder.
        for _ in 0..<20 {
            let before = Self.identity(of: root.path)
            let answer = response(to: path)
            if answer.status != 404 && answer.status != 503 { return answer }
            if let before, before == Self.identity(of: root.path) { return answer }
            usleep(5_000)
        }
        return response(to: path)
    }

    /// The response for a request path that is safe to look up, against the folder as it is now.
    private func response(to path: RequestPath) -> HTTPResponse {
        guard let rootPath = Self.realPath(root.path) else { return .text(503, "503 the site is being built") }
        let candidate = path.relativePath.isEmpty ? rootPath : rootPath + "/" + path.relativePath
        switch Self.kind(ofFileAt: candidate, inside: rootPath) {
        case .directory:
            guard path.hasTrailingSlash || path.segments.isEmpty else {
                let location = path.encoded(trailingSlash: true)
                return .text(301, "301 moved permanently to \(location)", extraHeaders: [HTTPHeader("Location", location)])
            }
            let index = candidate + "/index.html"
            guard Self.kind(ofFileAt: index, inside: rootPath) == .file else { return notFound(rootPath) }
            return file(at: index, status: 200) ?? notFound(rootPath)
        case .file where !path.hasTrailingSlash:
            return file(at: candidate, status: 200) ?? notFound(rootPath)
        default:
            return notFound(rootPath)
        }
    }

    /// The response for a missing file: the site's `404.html` with status 404, or a plain text one.
    private func notFound(_ rootPath: String) -> HTTPResponse {
        let page = rootPath + "/404.html"
        if Self.kind(ofFileAt: page, inside: rootPath) == .file, let response = file(at: page, status: 404) {
            return response
        }
        return .text(404, "404 not found")
    }

    /// The file at `path` (already checked to lie inside the root) with its type, HTML with the script.
    private func file(at path: String, status: Int) -> HTTPResponse? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let type = MediaType.of(path: path)
        let body = injectsLiveReload && MediaType.isHTML(type) ? LiveReloadScript.inject(into: data, version: version()) : data
        return HTTPResponse(
            status: status, contentType: type, body: body, extraHeaders: [HTTPHeader("X-Content-Type-Options", "nosniff")])
    }

    /// The device and inode of the folder at `path`, which change when a rebuild swaps in a new one; nil when absent.
    static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// What lies at a path, once symbolic links are followed.
    enum FileKind: Equatable {
        case file, directory, missing
    }

    /// What is at `path` when it resolves to a place inside `rootPath` (itself resolved); `.missing` otherwise.
    static func kind(ofFileAt path: String, inside rootPath: String) -> FileKind {
        guard let resolved = realPath(path), resolved == rootPath || resolved.hasPrefix(rootPath == "/" ? "/" : rootPath + "/")
        else {
            return .missing
        }
        var info = stat()
        guard stat(resolved, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .missing
        }
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

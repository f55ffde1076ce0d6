import Escaping
/// Resolves the URLs of a page as a static web server would: honours `<base href>`, drops the query,
/// percent-decodes the path (`+` stays a plus), resolves `.` and `..` (climbing above the root is an error,
/// not clamped as browsers do) and applies the base path the site is served under.
package struct URLResolver: Sendable {
    /// The decoded segments of the base path (`/sub/` → `["sub"]`).
    let prefix: [String]
    /// The site's own address: absolute URLs below it are resolved as files of the site.
    let siteAddress: SiteAddress?

    /// A resolver for a site served under `basePath` (`nil` or `/` for the server root; when `nil`, the path
    /// of `siteURL`). A whole URL (`https://example.com/sub/`) counts by its path.
    package init(basePath: String?, siteURL: String? = nil) {
        siteAddress = siteURL.flatMap(SiteAddress.init)
        var path = Substring(basePath ?? "")
        if basePath == nil, let siteAddress {
            path = Substring("/" + siteAddress.pathSegments.joined(separator: "/"))
        }
        if let schemeEnd = path.range(of: "://") {
            let afterHost = path[schemeEnd.upperBound...]
            path = afterHost.firstIndex(of: "/").map { afterHost[$0...] } ?? ""
        }
        prefix = path.split(separator: "/", omittingEmptySubsequences: true).map { PercentEscapes.decoded(String($0)) }
    }

    /// The base for references of the page at `file` (relative to the site root) with `baseHref`.
    package func documentBase(forPage file: String, baseHref: String?) -> DocumentBase {
        let page = prefix + file.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let baseHref else { return .local(page) }
        switch resolve(baseHref, against: .local(page)) {
        case .external, .otherScheme:
            return .external
        case .local(let path, let isDirectory, _):
            var segments = prefix + path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            if isDirectory || path.isEmpty { segments.append("") }
            return .local(segments)
        case let broken:
            return .broken(broken)
        }
    }

    /// Resolves `url` (cleaned of white space, not empty) against `base`. A `\` before the query or fragment is
    /// read as `/`, as browsers read it in http and https URLs (`\\host/x` is then another host).
    package func resolve(_ url: String, against base: DocumentBase) -> ResolvedURL {
        let url = Self.withBrowserSlashes(url)
        if let siteAddress, let path = siteAddress.rootRelative(url) {
            let resolved = resolveLocal(path, baseSegments: [], prefix: siteAddress.pathSegments)
            return resolved == .outsideBasePath ? .external : resolved
        }
        if url.utf8.starts(with: "//".utf8) { return .external }
        if let scheme = URLText.scheme(of: url) {
            return scheme == "http" || scheme == "https" ? .external : .otherScheme
        }
        let baseSegments: [String]
        switch base {
        case .external: return .external
        case .broken(let resolved): return resolved
        case .local(let segments): baseSegments = segments
        }
        return resolveLocal(url, baseSegments: baseSegments, prefix: prefix)
    }

    /// `url` with every `\` before its query or fragment made `/`, as the WHATWG URL parser does for http(s).
    static func withBrowserSlashes(_ url: String) -> String {
        guard url.utf8.contains(UInt8(ascii: "\\")) else { return url }
        var bytes = Array(url.utf8)
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "#") { break }
            if bytes[index] == UInt8(ascii: "\\") { bytes[index] = UInt8(ascii: "/") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Resolves a URL without scheme or host against the segments of its base, for a site under `prefix`.
    private func resolveLocal(_ url: String, baseSegments: [String], prefix: [String]) -> ResolvedURL {
        var url = url
        return url.withUTF8 { bytes in resolveLocal(bytes, baseSegments: baseSegments, prefix: prefix) }
    }

    /// The work of ``resolveLocal(_:baseSegments:prefix:)`` on the URL's bytes: the path is built as bytes,
    /// decoded as it is read, and made a `String` once.
    private func resolveLocal(
        _ url: UnsafeBufferPointer<UInt8>, baseSegments: [String], prefix: [String]
    ) -> ResolvedURL {
        var pathEnd = url.count
        var fragment: String?
        if let hash = url.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(decoding: url[(hash + 1)...], as: UTF8.self)
            pathEnd = hash
        }
        if let question = url[..<pathEnd].firstIndex(of: UInt8(ascii: "?")) { pathEnd = question }
        let isRootRelative = pathEnd > 0 && url[0] == UInt8(ascii: "/")

        var path = SegmentedPath()
        if pathEnd == 0 {
            for (index, segment) in baseSegments.enumerated() {
                guard path.push(segment.utf8, isLast: index == baseSegments.count - 1) else {
                    return .climbsAboveRoot
                }
            }
        } else {
            if !isRootRelative {
                for segment in baseSegments.dropLast() {
                    guard path.push(segment.utf8, isLast: false) else { return .climbsAboveRoot }
                }
            }
            var start = isRootRelative ? 1 : 0
            while start <= pathEnd {
                let end = url[start..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
                let segment = url[start..<end]
                // Most segments have no escape: pushed as they are, without a decoded copy.
                let isPushed =
                    segment.contains(UInt8(ascii: "%"))
                    ? path.push(PercentEscapes.decoded(segment), isLast: end == pathEnd)
                    : path.push(segment, isLast: end == pathEnd)
                guard isPushed else { return .climbsAboveRoot }
                start = end + 1
            }
        }
        guard path.starts(with: prefix) else { return isRootRelative ? .outsideBasePath : .climbsAboveRoot }
        let resolved = path.text(droppingFirst: prefix.count)
        return .local(path: resolved, isDirectory: path.isDirectory || resolved.isEmpty, fragment: fragment)
    }
}

import Foundation
import LinkCheck

/// LinkCheck's HTML scanner, page analysis and URL resolution: the page is scanned, analyzed, and every reference
/// is resolved against the page's document base, for two page paths, with and without a base path or site URL.
///
/// Invariants: nothing traps; every element and reference is on a line the page has; references are cleaned
/// (not empty, no surrounding white space, no tab or line break inside); a resolved local path without percent
/// escapes has no `.`, `..` or empty segment, and the fragment is the text after the URL's first `#`.
enum HTMLHarness {
    static func run(_ bytes: [UInt8]) {
        let lines = LineShape(bytes, atEveryBreak: true)
        let scanned: [ScannedElement]? = HTMLScanner.scan(Data(bytes))
        guard let elements = scanned else { return }
        for element in elements {
            Invariant.require(element.line >= 1 && element.line <= lines.count + 1, "<\(element.name)> on line \(element.line)")
        }
        for file in ["index.html", "a/b/page.html"] {
            let analysis = PageAnalyzer(file: file, isIgnoredURL: { _ in false }).analyze(elements)
            for reference in analysis.references {
                Invariant.require(reference.line >= 1 && reference.line <= lines.count + 1, "'\(reference.url)' on line \(reference.line)")
                requireCleaned(reference.url)
            }
            for (basePath, siteURL) in [(nil, nil), ("/sub/", nil), (nil, "https://example.com/sub/")] as [(String?, String?)] {
                let resolver = URLResolver(basePath: basePath, siteURL: siteURL)
                let base = resolver.documentBase(forPage: file, baseHref: analysis.baseHref)
                for reference in analysis.references {
                    requireSound(resolver.resolve(reference.url, against: base), of: reference.url)
                }
            }
        }
    }

    private static func requireCleaned(_ url: String) {
        let bytes = Array(url.utf8)
        Invariant.require(!bytes.isEmpty, "an empty reference")
        Invariant.require(
            !URLText.isHTMLWhitespace(bytes[0]) && !URLText.isHTMLWhitespace(bytes[bytes.count - 1]),
            "'\(url)' keeps white space around it")
        Invariant.require(!bytes.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }, "'\(url)' keeps a tab or line break")
    }

    private static func requireSound(_ resolved: ResolvedURL, of url: String) {
        guard case .local(let path, let isDirectory, let fragment) = resolved else { return }
        Invariant.require(isDirectory || !path.isEmpty, "'\(url)' resolved to the root as a file")
        let hash = url.firstIndex(of: "#")
        Invariant.require(
            fragment == hash.map { String(url[url.index(after: $0)...]) },
            "'\(url)' resolved with fragment \(String(describing: fragment))")
        let beforeFragment = hash.map { url[..<$0] } ?? url[...]
        guard !beforeFragment.contains("%"), !path.isEmpty else { return }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        Invariant.require(
            !segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "'\(url)' resolved to the path '\(path)'")
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        SeedFiles.contents(
            under: ["Tests/LinkCheckTests/Fixtures", "Tests/RoadbookSiteTests/Site/Snapshots", "templates", "static"],
            of: root, endingIn: [".html", ".htm", ".mustache"])
    }
}

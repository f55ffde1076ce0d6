import Diagnostics
import Foundation
import RoadbookContent

/// A place file: the split into front matter and body, then the location loader over a site holding it.
///
/// Invariants: the split keeps the body as the text's suffix and the file's line numbers (the front matter has
/// as many line ends as the lines before the body, less the two fences); a rejected place has at least one error,
/// positioned inside the file; a loaded one is the only place, with the file's id.
enum FrontMatterHarness {
    static let path = "content/locations/fuzz-place.md"

    static func run(_ bytes: [UInt8]) {
        if let text = String(validating: bytes, as: UTF8.self) { split(text) }
        let files = ["site.yaml": SiteFiles.minimalConfig, path: Data(bytes)]
        do {
            let content = try InMemoryContentDataSource(files: files).loadSite()
            Invariant.require(
                content.places.map(\.id) == ["fuzz-place"], "loaded places \(content.places.map(\.id))")
        } catch {
            Invariant.requireErrors(error, in: bytes, path: path, what: "loading the place")
        }
    }

    private static func split(_ text: String) {
        let frontMatter: FrontMatter
        do {
            frontMatter = try FrontMatter(splitting: text)
        } catch {
            return
        }
        let utf8 = Array(text.utf8)
        let body = Array(frontMatter.body.utf8)
        Invariant.require(utf8.count >= body.count && utf8.suffix(body.count).elementsEqual(body), "the body is not the text's end")
        let linesBeforeBody = utf8.prefix(utf8.count - body.count).filter { $0 == 0x0A }.count
        let yamlLineEnds = frontMatter.yaml.utf8.filter { $0 == 0x0A }.count
        Invariant.require(
            frontMatter.bodyStartLine == linesBeforeBody + 1 || (body.isEmpty && frontMatter.bodyStartLine == linesBeforeBody + 2),
            "the body starts on line \(linesBeforeBody + 1), not \(frontMatter.bodyStartLine)")
        Invariant.require(
            yamlLineEnds + 2 == frontMatter.bodyStartLine,
            "the front matter has \(yamlLineEnds) line ends, but the body starts on line \(frontMatter.bodyStartLine)")
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        SeedFiles.contents(under: ["content/locations", "starter/content/locations", "Tests"], of: root, endingIn: [".md"])
            + extraSeeds.map { Array($0.utf8) }
    }

    /// Shapes the example lacks: a byte order mark, CRLF, fences with trailing spaces, an empty body.
    private static let extraSeeds = [
        "\u{FEFF}---\r\nname: A\r\ncityName: B\r\ncoordinates: {latitude: 1, longitude: 2}\r\n---  \r\nbody\r\n",
        "---\nname: A\ncityName: B\ncoordinates:\n  latitude: -90\n  longitude: 180\nweight: 3\n---",
        "---\n---\n",
        "---\nname: [A]\nlink: javascript:x\nimageNames: [../x]\n---\n[todo](todo:missing) ![i](images/x.png)\n",
    ]
}

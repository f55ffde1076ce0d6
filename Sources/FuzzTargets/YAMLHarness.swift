import Diagnostics
import Foundation
import RoadbookContent
import YAML

/// The YAML parser and decoder, and the three loaders that read a whole YAML (or JSON) file: `site.yaml`,
/// `content/todos.yaml` and `content/todos.json`.
///
/// Invariants: nothing traps; a rejected input has at least one error, positioned inside the text; every node's
/// span lies inside the text, in order; decoding either succeeds or reports positioned errors.
enum YAMLHarness {
    static func run(_ bytes: [UInt8]) {
        if let text = String(validating: bytes, as: UTF8.self) {
            parseAndDecode(text, bytes: bytes)
        }
        load(bytes, as: "site.yaml", besides: [:])
        load(bytes, as: "content/todos.yaml", besides: ["site.yaml": SiteFiles.minimalConfig])
        load(bytes, as: "content/todos.json", besides: ["site.yaml": SiteFiles.minimalConfig])
    }

    private static func parseAndDecode(_ text: String, bytes: [UInt8]) {
        let path = "fuzz.yaml"
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(text, path: path)
        } catch {
            Invariant.requireErrors(error, in: bytes, path: path, what: "parsing")
            return
        }
        guard let root else { return }
        let depth = NodeWalk.requireSpans(of: root, within: bytes.count)
        let decoder = YAMLDecoder()
        func attempt<T: Decodable>(_ type: T.Type) {
            do {
                _ = try decoder.decode(type, from: root, path: path)
            } catch {
                Invariant.requireErrors(error, in: bytes, path: path, what: "decoding \(type)")
            }
        }
        attempt([TodoShape].self)
        attempt(ConfigShape.self)
        attempt([String: String].self)
        attempt([Located<String>].self)
        // The decoder recurses on the tree; the loaders' own depth limit is what keeps real files shallow.
        if depth <= 64 { attempt(AnyValue.self) }
    }

    /// Loads a site whose file at `path` holds `bytes`.
    private static func load(_ bytes: [UInt8], as path: String, besides files: [String: Data]) {
        var files = files
        files[path] = Data(bytes)
        do {
            _ = try InMemoryContentDataSource(files: files).loadSite()
        } catch {
            Invariant.requireErrors(error, in: bytes, path: path, what: "loading '\(path)'")
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        SeedFiles.contents(
            under: ["content", "starter", "Tests", "docs"], of: root, endingIn: [".yaml", ".yml", ".json"])
            + SeedFiles.file("site.yaml", of: root)
            + FrontMatterHarness.seeds(root).compactMap(frontMatterYAML(of:))
            + extraSeeds.map { Array($0.utf8) }
    }

    /// The YAML between the fences of a place file.
    private static func frontMatterYAML(of file: [UInt8]) -> [UInt8]? {
        let text = String(decoding: file, as: UTF8.self)
        let parts = text.components(separatedBy: "\n---")
        guard parts.count >= 2, parts[0].hasPrefix("---") else { return nil }
        return Array(parts[0].dropFirst(3).utf8)
    }

    /// Shapes the fixtures lack: anchors and aliases, tags, flow style, block scalars, JSON.
    private static let extraSeeds = [
        "a: &x [1, 2]\nb: *x\nc: {d: *x}\n",
        "- !!str 1\n- !custom x\n- ? complex\n  : key\n",
        "text: |\n  line\n  line\nfolded: >-\n  a\n  b\n",
        "[{\"title\": \"x\", \"isCompleted\": true, \"notes\": null}]",
        "title: \"\\e\\0\\u00e9\"\nbaseURL: /sub/\nmarkdown: {smart: yes, unsafeHTML: off}\n",
        "%YAML 1.1\n---\n- a\n...\n",
    ]
}

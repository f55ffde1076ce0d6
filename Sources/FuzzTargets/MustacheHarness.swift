import Diagnostics
import Foundation
import Mustache

/// The Mustache parser and renderer. The input is split at NUL bytes: the template, then JSON data (an empty or
/// invalid one gives a small default context), then pairs of partial name and partial text.
///
/// Invariants: nothing traps or hangs; a rejected template has at least one error, positioned inside the text
/// it names; a template that renders in strict mode renders the same in non-strict mode.
enum MustacheHarness {
    static let path = "fuzz.mustache"

    static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map { Array($0) }
        let template = parts[0]
        let context = parts.count > 1 ? (try? MustacheValue(json: Data(parts[1]))) ?? defaultContext : defaultContext
        var partials: [String: String] = [:]
        var partialBytes: [String: [UInt8]] = [:]
        var index = 2
        while index + 1 < parts.count {
            let name = String(decoding: parts[index], as: UTF8.self)
            partials[name] = String(decoding: parts[index + 1], as: UTF8.self)
            partialBytes[name] = parts[index + 1]
            index += 2
        }
        let source = TemplateSource(text: String(decoding: template, as: UTF8.self), path: path)
        var texts = partialBytes
        texts[path] = Array(source.text.utf8)
        let strict = render(source, with: context, partials: partials, strict: true, texts: texts)
        let lenient = render(source, with: context, partials: partials, strict: false, texts: texts)
        if let strict {
            Invariant.require(lenient == strict, "strict mode rendered \(strict.debugDescription), non-strict \(String(describing: lenient).debugDescription)")
        }
    }

    /// The output, or `nil` when rendering reported errors (checked).
    private static func render(
        _ source: TemplateSource, with context: MustacheValue, partials: [String: String], strict: Bool,
        texts: [String: [UInt8]]
    ) -> String? {
        let repository = TemplateRepository(loader: DictionaryTemplateLoader(partials), strict: strict)
        do {
            return try repository.render(source: source, with: context)
        } catch {
            Invariant.require(error.hasErrors, "rendering failed without an error: \(error)")
            for (path, text) in texts { Invariant.requirePositions(error.diagnostics, in: text, path: path) }
            return nil
        }
    }

    /// The context when the input has no valid JSON.
    private static let defaultContext: MustacheValue = .dictionary([
        "x": .string("<a&b>"), "flag": .bool(true), "empty": .list([]), "n": .double(1.5), "i": .int(-3),
        "list": .list([.dictionary(["name": .string("one")]), .string("two"), .null]),
        "obj": .dictionary(["x": .string("y"), "obj": .dictionary(["z": .int(1)])]), "dyn": .string("p"),
    ])

    static func seeds(_ root: URL) -> [[UInt8]] {
        let specs = SeedFiles.paths(under: ["Tests/MustacheTests/Spec"], of: root, endingIn: [".json"])
        let spec = specs.flatMap { path -> [[UInt8]] in
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let tests = object["tests"] as? [[String: Any]]
            else { return [] }
            return tests.compactMap(seed(fromSpecTest:))
        }
        let templates = SeedFiles.contents(under: ["templates", "Tests/RoadbookCLITests"], of: root, endingIn: [".mustache"])
        return spec + templates.map { $0 + [0] + Array("{\"site\": {\"title\": \"T\"}, \"items\": [1, 2]}".utf8) }
    }

    /// `template NUL data NUL name NUL partial …` of one spec test; `nil` for tests with lambdas (code).
    private static func seed(fromSpecTest test: [String: Any]) -> [UInt8]? {
        guard let template = test["template"] as? String else { return nil }
        let data = test["data"].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed]) }
        var bytes = Array(template.utf8) + [0] + Array(data ?? Data("{}".utf8))
        for (name, text) in (test["partials"] as? [String: String] ?? [:]).sorted(by: { $0.key < $1.key }) {
            bytes += [0] + Array(name.utf8) + [0] + Array(text.utf8)
        }
        return bytes
    }
}

import Diagnostics
import Foundation
import RoadbookContent

/// A strings table (`i18n/en.yaml`), loaded with a site, then every message filled in with long values.
///
/// Invariants: nothing traps; a failed load has an error positioned inside the file; a loaded table's texts,
/// filled with 1 KiB values for every placeholder, stay within the documented bound (16 KiB a text, 32
/// placeholders: 16 KiB + 32 × 1 KiB), so no text can grow without limit.
enum StringsHarness {
    static let path = "i18n/en.yaml"
    private static let value = String(repeating: "v", count: 1024)

    static func run(_ bytes: [UInt8]) {
        let files = ["site.yaml": SiteFiles.minimalConfig, path: Data(bytes)]
        let content: SiteContent
        do {
            content = try InMemoryContentDataSource(files: files).loadSite()
        } catch {
            Invariant.requireErrors(error, in: bytes, path: path, what: "loading the strings")
            return
        }
        Invariant.requirePositions(content.warnings, in: bytes, path: path)
        let strings = content.strings
        for (key, message) in strings.messages {
            var values: [String: String] = [:]
            for name in message.placeholders { values[name] = value }
            let filled = [strings.text(key) { values[$0] }, strings.count(key, 3) { values[$0] }]
            for text in filled {
                Invariant.require(text.utf8.count <= (16 << 10) + 33 * 1024, "'\(key)' grew to \(text.utf8.count) bytes")
            }
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        SeedFiles.contents(under: ["Sources/RoadbookContent/Localization/Strings"], of: root, endingIn: [".yaml"])
            + extraSeeds.map { Array($0.utf8) }
    }

    private static let extraSeeds = [
        "nav.places: Sights\nnav:\n  places: Spots\n",
        "home:\n  tagline: \"{places}{places}{places} in {cities}\"\ncount:\n  places:\n    one: \"{count} x\"\n    other: \"{count} y\"\n",
        "count.places: {fwe: x}\n",
    ]
}

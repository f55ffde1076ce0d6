import Diagnostics
import Foundation
import LinkCheckSettings
import YAML

/// A check settings file: read as `.roadbook-check.yaml` and, when it has a `check:` mapping, that section read as
/// `site.yaml`'s, through the reader both `roadbook check` and `generate --check` use.
///
/// Invariants: nothing traps; every diagnostic lies inside the file; settings read without an error keep every
/// duration and count within its documented bound (a timeout of `1e16` trapped in the HTTP library before), and
/// laid over empty settings they are themselves.
enum CheckSettingsHarness {
    static func run(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }  // refused as not UTF-8 before parsing
        let node: YAMLNode?
        do throws(DiagnosticList) {
            node = try YAMLParser.parse(text, path: ".roadbook-check.yaml")
        } catch {
            Invariant.requireErrors(error, in: bytes, path: ".roadbook-check.yaml", what: "parsing the settings")
            return
        }
        read(node, path: ".roadbook-check.yaml", bytes)
        if let section = node?.pair(forKey: "check")?.value { read(section, path: "site.yaml", bytes) }
    }

    private static func read(_ node: YAMLNode?, path: String, _ bytes: [UInt8]) {
        let (settings, diagnostics) = CheckSettingsReader(path: path).settings(from: node)
        Invariant.requirePositions(diagnostics, in: bytes, path: path)
        for diagnostic in diagnostics {
            Invariant.require(diagnostic.location?.path == path, "'\(diagnostic)' names another file than \(path)")
        }
        guard !diagnostics.contains(where: \.isError) else { return }
        let external = settings.external
        let longest = CheckSettings.External.longestTimeout
        for (name, seconds) in [("connect-timeout", external.connectTimeout), ("timeout", external.totalTimeout)] {
            guard let seconds else { continue }
            Invariant.require(seconds > 0 && seconds <= longest, "'\(name)' read as \(seconds) s")
        }
        for (name, count) in [("max-concurrency", external.maxConcurrency), ("max-per-host", external.maxPerHost)] {
            guard let count else { continue }
            Invariant.require((1...CheckSettings.External.largestCount).contains(count), "'\(name)' read as \(count)")
        }
        if let age = external.cacheMaxAge {
            Invariant.require(age >= 0 && age <= CheckSettings.External.oldestAge, "'cache-max-age' read as \(age) s")
        }
        let empty = CheckSettingsReader(path: path).settings(from: nil).0
        Invariant.require(empty.overridden(by: settings) == settings, "settings laid over empty ones changed")
        _ = settings.options
        _ = external.checkerOptions
    }

    /// The settings files of the user's guide (its `yaml` blocks), and values at and past every bound.
    static func seeds(_ root: URL) -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        for guide in ["docs/check.md", "docs/check-external.md"] {
            guard let text = SeedFiles.file(guide, of: root).first.map({ String(decoding: $0, as: UTF8.self) }) else { continue }
            for block in text.components(separatedBy: "```yaml\n").dropFirst() {
                if let end = block.range(of: "```") { seeds.append(Array(block[..<end.lowerBound].utf8)) }
            }
        }
        return seeds + extraSeeds.map { Array($0.utf8) }
    }

    private static let extraSeeds = [
        "external: true\nconnect-timeout: 1e16\ntimeout: 1e16\n",
        "external: true\ntimeout: .nan\nconnect-timeout: -0.0\nmax-concurrency: 1025\nmax-per-host: 0\ncache-max-age: 3651d\n",
        "external: true\ntimeout: 3600\nconnect-timeout: 0.001\nmax-concurrency: 1024\nmax-per-host: 1\ncache-max-age: 3650d\n",
        "accept: [200..299, 403, 999]\nskip: [missing-alt, javascript-url]\nignore-url: ['^https://x', '[']\n",
        "format: github\nbase-path: /blog/\nsite-url: https://example.org/\nstrict: yes\nshow-warnings: true\n",
        "check:\n  external: true\n  timeout: 1e16\n  accept: 200..299,403\ntitle: x\n",
        "check: [1, 2]\n",
        "exteral: true\ncache-max-age: 12h\nignore-file: ['*.pdf']\n",
    ]
}

import Foundation
import TestSupport
import Testing

/// docs/architecture.md names every module of Package.swift, and its list of dependencies is Package.swift's.
@Suite struct ArchitectureDocTests {
    /// Used by most modules, so left out of the document's list of dependencies.
    static let leftOut: Set<String> = ["Diagnostics", "Escaping", "Parallelism"]

    /// Each Swift target of Package.swift (not the C libraries, not the tests nor their support) and its
    /// dependencies.
    static func targets() throws -> [String: Set<String>] {
        let text = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try Regex(#"\.(target|executableTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        var targets: [String: Set<String>] = [:]
        for match in text.matches(of: pattern) {
            guard let name = match.output[2].substring.map(String.init), name != "TestSupport" else { continue }
            let list = match.output[3].substring.map(String.init) ?? ""
            targets[name] = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }.map { String($0.dropFirst().dropLast()) })
        }
        return targets
    }

    /// The code blocks of docs/architecture.md, in order.
    static func codeBlocks() throws -> [[Substring]] {
        let text = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        return text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }
            .map { $0.element.split(separator: "\n", omittingEmptySubsequences: true).map { $0 } }
    }

    @Test func theModuleListNamesEveryTargetOfThePackage() throws {
        let firstBlock = try #require(Self.codeBlocks().first)
        let named = Set(firstBlock.filter { !$0.hasPrefix(" ") }.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(named == Set(try Self.targets().keys))
    }

    @Test func theListOfDependenciesIsThePackages() throws {
        let dependencyLine = try Regex(#"^[A-Za-z0-9-]+ +→ "#)
        // A line that starts with spaces continues the line above it.
        var arrows: [String] = []
        for line in try Self.codeBlocks().flatMap({ $0 }) {
            if line.contains(dependencyLine) {
                arrows.append(String(line))
            } else if line.hasPrefix(" "), let last = arrows.last, !last.isEmpty {
                arrows[arrows.count - 1] = last + " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                arrows.append("")
            }
        }
        arrows.removeAll { $0.isEmpty }
        let targets = try Self.targets()
        var documented: [String: Set<String>] = [:]
        for line in arrows {
            let parts = line.components(separatedBy: " → ")
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            // `Mustache (ThemeText's value)`: the parenthesis says why.
            let withoutNotes = parts[1].replacing(try Regex(#"\s*\([^)]*\)"#), with: "")
            documented[name] = Set(withoutNotes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        let expected = targets.mapValues { $0.subtracting(Self.leftOut) }.filter { !$0.value.isEmpty }
        #expect(documented == expected)
    }
}

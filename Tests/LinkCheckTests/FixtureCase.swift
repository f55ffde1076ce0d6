import Foundation

/// One site of the fixture corpus: `Fixtures/<name>/site/` and `Fixtures/<name>/expected.json`.
struct FixtureCase: CustomStringConvertible, Sendable {
    /// The folder name; `valid-…` sites must check clean, `broken-…` sites have known findings.
    let name: String

    var description: String { name }

    /// The corpus folder, next to this file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every case, sorted by name.
    static let all: [FixtureCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        // Files beside the cases (the SARIF schema) are data, not cases.
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted().map(FixtureCase.init)
    }()

    /// The site to check.
    var site: URL { Self.directory.appendingPathComponent(name).appendingPathComponent("site") }

    /// What checking it must give.
    func expected() throws -> ExpectedOutcome {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name).appendingPathComponent("expected.json"))
        return try JSONDecoder().decode(ExpectedOutcome.self, from: data)
    }
}

import Foundation
import TestSupport
import Testing

/// Each module of `Sources/` imports only the modules Package.swift gives it. SwiftPM lets a module import any
/// module built before it (a dependency's dependency included), so the layering of docs/architecture.md holds only
/// if this is checked: RoadbookPages, for one, must not reach SiteFiles through RoadbookContent.
@Suite struct ModuleImportsTests {
    /// The toolchain's modules, which any module may import.
    static let toolchain: Set<String> = ["Foundation", "Glibc", "Observation", "Synchronization", "Dispatch"]

    /// The folder of target `name`: its `path:` in Package.swift, else `Sources/<name>`.
    static func folder(of name: String, in package: String) throws -> URL {
        let pattern = try Regex(#"name:\s*"\#(name)"[^)]*?path:\s*"([^"]+)""#)
        let path = package.firstMatch(of: pattern).map { String($0.output[1].substring ?? "") } ?? "Sources/" + name
        return RepositoryRoot.url.appendingPathComponent(path)
    }

    /// The modules the Swift files below `folder` import, each with a file that imports it.
    static func imports(below folder: URL) throws -> [String: String] {
        let importLine = try Regex(#"^(?:@\w+ |internal |package |public )*import (?:struct |enum |class |func )?(\w+)"#)
        var found: [String: String] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                guard let match = line.firstMatch(of: importLine), let module = match.output[1].substring else { continue }
                found[String(module)] = file.lastPathComponent
            }
        }
        return found
    }

    @Test func everyModuleImportsOnlyItsDependencies() throws {
        let package = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        var undeclared: [String] = []
        for (name, dependencies) in try ArchitectureDocTests.targets() {
            for (module, file) in try Self.imports(below: Self.folder(of: name, in: package))
            where module != name && !dependencies.contains(module) && !Self.toolchain.contains(module) {
                undeclared.append("\(name) imports \(module) (\(file))")
            }
        }
        #expect(undeclared.sorted() == [])
    }

    /// What reads or writes a file: Foundation's file API and RoadbookImages' image files (its planned images'
    /// values, `PublishedImage` and `ImageVariant`, are what RoadbookPages takes from it).
    static let fileAccess = [
        "FileManager", "FileHandle", "Data(contentsOf", "String(contentsOf", "URL(fileURLWithPath", "fopen(", "ImagePublisher",
        "ImageCache", "VipsImageProcessor", "OutputSink",
    ]

    @Test func thePagesModuleReadsAndWritesNoFile() throws {
        let folder = RepositoryRoot.url.appendingPathComponent("Sources/RoadbookPages")
        var uses: [String] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            uses += Self.fileAccess.filter(text.contains).map { "\(file.lastPathComponent): \($0)" }
        }
        #expect(!files.isEmpty)
        #expect(uses.sorted() == [])
    }

    @Test func theCheckSeesAnImportOfAModuleThatIsNotADependency() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("module-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("import Foundation\ninternal import SiteFiles\n@testable import RoadbookContent\n".utf8)
            .write(to: folder.appendingPathComponent("Page.swift"))
        #expect(Set(try Self.imports(below: folder).keys) == ["Foundation", "SiteFiles", "RoadbookContent"])
    }
}

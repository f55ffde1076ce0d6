import Foundation
import TestSupport
import Testing

/// `roadbook theme export DIR`: the built-in theme as files, which, copied into a site, build it byte for byte
/// as the built-in theme does; and the folders it refuses.
@Suite struct ThemeCommandTests {
    /// Every regular file below `folder`, by path, with its bytes.
    private func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test(arguments: ["en", "ru"]) func theExportedThemeInASiteBuildsTheSameSite(language: String) throws {
        let work = try TemporaryDirectory()
        let site = work.url.appendingPathComponent("site")
        #expect(CLIRun.run(["init", site.path]).code == 0)
        let settings = site.appendingPathComponent("site.yaml")
        let text = try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "language: en", with: "language: \(language)")
        try text.write(to: settings, atomically: true, encoding: .utf8)
        let builtIn = work.url.appendingPathComponent("built-in")
        let first = CLIRun.run(["generate", "--source", site.path, "--output", builtIn.path, "--quiet"])
        #expect(first.code == 0, "\(first.stderr)")

        let export = work.url.appendingPathComponent("theme")
        let exported = CLIRun.run(["theme", "export", export.path])
        #expect(exported.code == 0, "\(exported.stderr)")
        // Every file of the theme's source and of the built-in strings, as they are in the repository.
        let files = try tree(export)
        var expected = try tree(RepositoryRoot.url.appendingPathComponent("templates")).mapKeys { "templates/" + $0 }
        for (name, data) in try tree(RepositoryRoot.url.appendingPathComponent("Sources/RoadbookContent/Localization/Strings")) {
            expected["i18n/" + name] = data
        }
        #expect(files.keys.sorted() == expected.keys.sorted())
        #expect(files == expected)
        #expect(files.keys.contains("i18n/\(language).yaml"))
        for folder in ["templates", "i18n"] {
            try FileManager.default.copyItem(at: export.appendingPathComponent(folder), to: site.appendingPathComponent(folder))
        }
        let customised = work.url.appendingPathComponent("customised")
        let second = CLIRun.run(["generate", "--source", site.path, "--output", customised.path, "--quiet"])
        #expect(second.code == 0 && second.stderr.isEmpty, "\(second.stderr)")
        let (a, b) = (try tree(builtIn), try tree(customised))
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in a where b[path] != data { Issue.record("'\(path)' differs") }
    }

    @Test func anEditedTemplateChangesTheSite() throws {
        let work = try TemporaryDirectory()
        let site = work.url.appendingPathComponent("site")
        #expect(CLIRun.run(["init", site.path]).code == 0)
        #expect(CLIRun.run(["theme", "export", work.url.appendingPathComponent("theme").path]).code == 0)
        let footer = work.url.appendingPathComponent("theme/templates/footer.mustache")
        try (try String(contentsOf: footer, encoding: .utf8) + "<p>my own footer</p>\n").write(to: footer, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: work.url.appendingPathComponent("theme/templates"), to: site.appendingPathComponent("templates"))
        let output = work.url.appendingPathComponent("out")
        #expect(CLIRun.run(["generate", "--source", site.path, "--output", output.path, "--quiet"]).code == 0)
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).contains("<p>my own footer</p>"))
    }

    @Test func refusesANonEmptyFolderAFileAndALink() throws {
        let work = try TemporaryDirectory()
        try work.write("mine\n", to: "full/notes.txt")
        try work.write("a file\n", to: "file")
        try FileManager.default.createDirectory(at: work.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: work.url.appendingPathComponent("link").path, withDestinationPath: "empty")
        let cases = [
            ("full", "error: 'full' is not empty (it holds 'notes.txt'); give a new or empty folder so nothing is overwritten\n"),
            ("file", "error: 'file' is a file; give a new or empty folder\n"),
            ("link", "error: 'link' is a symbolic link; give a new or empty folder\n"),
        ]
        for (folder, message) in cases {
            let result = CLIRun.run(["theme", "export", folder], in: work.url)
            #expect(result.code == 1)
            #expect(result.stderr == message)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.url.appendingPathComponent("empty").path).isEmpty)
        #expect(try work.read("full/notes.txt") == "mine\n")
        #expect(CLIRun.run(["theme", "export", "empty"], in: work.url).code == 0)
        #expect(FileManager.default.fileExists(atPath: work.url.appendingPathComponent("empty/templates/layout.mustache").path))
    }
}

extension Dictionary {
    /// The same values under keys changed by `transform`.
    fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

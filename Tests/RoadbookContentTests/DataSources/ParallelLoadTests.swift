import Diagnostics
import Foundation
import RoadbookContent
import TestSupport
import Testing

/// A site of many files, read in parallel, reports what reading its files one at a time reports, in the same
/// order, from disk as from memory.
@Suite struct ParallelLoadTests {
    /// 240 places, a third of them with problems at known lines, and images, some unreadable.
    static let files: [String: String] = {
        var files = ["site.yaml": "title: Many places\n", "content/todos.yaml": "- title: Pack the bags\n- title: no\n"]
        for index in 0..<240 {
            let id = String(format: "place-%03d", index)
            var front = "name: Place \(index)\ncityName: City \(index % 7)\ncoordinates: { latitude: \(Double(index) / 4 - 30), longitude: \(index % 180) }\n"
            switch index % 6 {
            case 1: front += "colour: red\nimageNames: [missing-\(index)]\n"  // unknown key, missing image
            case 3: front = front.replacingOccurrences(of: "cityName", with: "city") + "weight: heavy\n"
            case 5: front += "imageNames: [\"image-\(index - 1)\", broken]\nlink: not a link\n"
            default: front += "imageNames: [image-\(index)]\nweight: \(index % 10)\n"
            }
            files["content/locations/\(id).md"] = "---\n\(front)---\nAbout place \(index).\n"
            files["content/images/image-\(index).svg"] = "<svg width='\(index + 1)' height='10'/>"
        }
        files["content/images/broken.png"] = "not a png"
        files["content/images/notes.txt"] = "x"
        return files
    }()

    /// The errors and warnings of a load, or its warnings when it succeeds.
    private func diagnostics(of source: any ContentDataSource) -> [String] {
        do {
            return try source.loadSite().warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func reportsWhatLoadingEachFileAloneReports() throws {
        let all = diagnostics(of: InMemoryContentDataSource(textFiles: Self.files))
        #expect(all.count > 150)

        // Each place file alone, with the settings and the images, in file order; then the rest.
        let shared = Self.files.filter { !$0.key.hasPrefix("content/locations/") && $0.key != "content/todos.yaml" }
        var expected: [String] = []
        for path in Self.files.keys.filter({ $0.hasPrefix("content/locations/") }).sorted() {
            var alone = shared
            alone[path] = Self.files[path]
            expected += diagnostics(of: InMemoryContentDataSource(textFiles: alone)).filter { $0.hasPrefix(path + ":") }
        }
        #expect(all.filter { $0.hasPrefix("content/locations/") } == expected)
        #expect(all.contains("content/images/broken.png: warning: can't read the width and height of 'content/images/broken.png'"))
        #expect(all.contains { $0.hasPrefix("content/todos.yaml:2:10: error:") })
    }

    @Test func diskAndMemoryLoadsAgree() throws {
        let site = try TemporaryDirectory()
        for (path, text) in Self.files { try site.write(text, to: path) }
        #expect(diagnostics(of: FileContentDataSource(root: site.url)) == diagnostics(of: InMemoryContentDataSource(textFiles: Self.files)))

        // Without the problems, the same content in the same order.
        var valid = Self.files.filter { !$0.key.hasPrefix("content/locations/") }
        valid["content/todos.yaml"] = "- title: Pack the bags\n"
        for index in stride(from: 0, to: 240, by: 2) {
            let path = String(format: "content/locations/place-%03d.md", index)
            valid[path] = Self.files[path]
        }
        let fresh = try TemporaryDirectory()
        for (path, text) in valid { try fresh.write(text, to: path) }
        let fromDisk = try FileContentDataSource(root: fresh.url).loadSite()
        let fromMemory = try InMemoryContentDataSource(textFiles: valid).loadSite()
        #expect(fromDisk.places == fromMemory.places)
        #expect(fromDisk.places.count == 120)
        #expect(fromDisk.images == fromMemory.images)
        #expect(fromDisk.images["image-41"]?.width == 42)
        #expect(fromDisk.warnings.map(\.description) == fromMemory.warnings.map(\.description))
        #expect(fromDisk.placeSources == fromMemory.placeSources)
    }
}

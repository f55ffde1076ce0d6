import Foundation

/// One example of a GFM spec file (`spec.txt`, `extensions.txt`, `smart_punct.txt`): its Markdown, the HTML
/// cmark-gfm gives for it, where it is, and the extension its opening fence names (`table`, `disabled`, …).
struct GFMSpecExample: CustomStringConvertible {
    let file: String
    let number: Int
    let line: Int
    let section: String
    let tag: String
    let markdown: String
    let html: String

    var description: String { "\(file) example \(number) (line \(line), \(section))" }

    /// The spec files' folder, kept in the repository: `Tests/RoadbookMarkdownTests/Spec`.
    static var folder: URL {
        // This file is Tests/RoadbookMarkdownTests/Support/GFMSpecExample.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Spec")
    }

    /// The examples of the spec file `name`, in order, numbered from 1 as the spec numbers them. A spec writes a
    /// tab as `→`.
    static func load(_ name: String) throws -> [GFMSpecExample] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [GFMSpecExample] = []
        var section = ""
        var lines = text.components(separatedBy: "\n").enumerated().makeIterator()
        while let (offset, line) = lines.next() {
            if line.hasPrefix("#") { section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix(fence + " example") else { continue }
            let tag = line.dropFirst(fence.count + " example".count).trimmingCharacters(in: .whitespaces)
            var markdown: [String] = []
            var html: [String] = []
            var inHTML = false
            while let (_, body) = lines.next(), body != fence {
                if body == "." && !inHTML { inHTML = true } else if inHTML { html.append(body) } else { markdown.append(body) }
            }
            func joined(_ lines: [String]) -> String {
                lines.isEmpty ? "" : lines.joined(separator: "\n").replacingOccurrences(of: "→", with: "\t") + "\n"
            }
            examples.append(GFMSpecExample(
                file: name, number: examples.count + 1, line: offset + 1, section: section, tag: tag,
                markdown: joined(markdown), html: joined(html)))
        }
        return examples
    }
}

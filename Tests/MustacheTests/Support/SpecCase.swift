import Foundation
import Mustache

/// One test of a Mustache spec file.
struct SpecCase: CustomStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]
    let expected: String

    var description: String { "\(file): \(name)" }

    /// Every case of the spec file at `url`, read with the engine's own JSON reader.
    static func load(_ url: URL) throws -> [SpecCase] {
        let document = try MustacheValue(json: Data(contentsOf: url), path: url.lastPathComponent)
        guard case .dictionary(let root) = document, case .list(let tests)? = root["tests"] else { return [] }
        return tests.compactMap { test in
            guard case .dictionary(let fields) = test, case .string(let name)? = fields["name"],
                case .string(let template)? = fields["template"], case .string(let expected)? = fields["expected"]
            else { return nil }
            var partials: [String: String] = [:]
            if case .dictionary(let entries)? = fields["partials"] {
                for (key, value) in entries { if case .string(let text) = value { partials[key] = text } }
            }
            return SpecCase(
                file: url.deletingPathExtension().lastPathComponent, name: name, template: template,
                data: fields["data"] ?? .null, partials: partials, expected: expected)
        }
    }
}

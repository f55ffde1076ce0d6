import Foundation
import Mustache
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookPages

/// docs/templates.md lists every variable of every page with its type; this test reads its tables and compares
/// them with what the page view models of the example site hold, as the build renders them.
@Suite struct TemplateContractDocTests {
    static let packageRoot = RepositoryRoot.url

    /// Each template's variables as the example site's pages hold them: key path → the kinds of value seen.
    private func encodedVariables() throws -> [String: [String: Set<String>]] {
        let content = try FileContentDataSource(root: Self.packageRoot).loadSite()
        let builder = PageBuilder(content: content)
        var byTemplate: [String: [String: Set<String>]] = [:]
        for kind in builder.allPages {
            let page = builder.page(kind)
            Self.collect(page.viewModel.mustacheValue.expanded, prefix: "", into: &byTemplate[page.template, default: [:]])
        }
        return byTemplate
    }

    private static func collect(_ value: MustacheValue, prefix: String, into paths: inout [String: Set<String>]) {
        switch value {
        case .dictionary(let entries):
            for (key, child) in entries {
                let path = prefix + key
                paths[path, default: []].insert(kind(of: child))
                if case .dictionary = child { collect(child, prefix: path + ".", into: &paths) }
                if case .list(let elements) = child {
                    for element in elements { collect(element, prefix: path + "[].", into: &paths) }
                }
            }
        default:
            break
        }
    }

    private static func kind(of value: MustacheValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "yes/no"
        case .int: "number"
        case .double: "decimal"
        case .string: "text"
        case .list: "list"
        case .dictionary, .object: "object"
        }
    }

    @Test func everyDocumentedVariableIsWhatThePagesHold() throws {
        let doc = try TemplateContractDoc(markdown: String(contentsOf: Self.packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8))
        let encoded = try encodedVariables()
        #expect(Set(doc.templates) == Set(encoded.keys), "the documented page templates differ from the built pages' templates")
        for template in encoded.keys.sorted() {
            let documented = doc.variables(ofTemplate: template)
            let actual = encoded[template] ?? [:]
            // `t` is the strings table: its keys are listed in docs/languages.md, checked below.
            let undocumented = Set(actual.keys).subtracting(documented.keys).filter { !$0.hasPrefix("t.") }.sorted()
            // The elements of a list the example site holds only empty (a photo's variants: its images are SVGs)
            // cannot be seen here; ImageViewModelTests and the photo tests cover those.
            let missing = Set(documented.keys).subtracting(actual.keys).filter { path in
                // The fields of an object that is null on every page of this kind (the 404 page's `openGraph`).
                let parents = path.split(separator: ".").dropLast().indices.map { path.split(separator: ".")[...$0].joined(separator: ".") }
                if parents.contains(where: { actual[$0] == ["null"] }) { return false }
                guard let range = path.range(of: "[].", options: .backwards) else { return true }
                return actual.keys.contains { $0.hasPrefix(path[..<range.upperBound]) }
            }.sorted()
            #expect(undocumented.isEmpty, "\(template).mustache gets variables docs/templates.md does not list: \(undocumented)")
            #expect(missing.isEmpty, "docs/templates.md lists variables \(template).mustache does not get: \(missing)")
            for (path, kinds) in actual.sorted(by: { $0.key < $1.key }) {
                guard let allowed = documented[path] else { continue }
                #expect(kinds.isSubset(of: allowed), "\(template): '\(path)' holds \(kinds.sorted()), documented as \(allowed.sorted())")
            }
        }
    }

    /// Every word a template can read as `t.<key>` is a key docs/languages.md lists (in its key table).
    @Test func everyStringKeyOfThePagesIsInTheLanguagesGuide() throws {
        let guide = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/languages.md"), encoding: .utf8)
        let listed = Set(
            guide.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `") else { return nil }
                return line.dropFirst(3).split(separator: "`").first.map(String.init)
            })
        let encoded = try encodedVariables()
        var keys: Set<String> = []
        for paths in encoded.values {
            for (path, kinds) in paths where path.hasPrefix("t.") && !kinds.contains("object") { keys.insert(String(path.dropFirst(2))) }
        }
        #expect(!keys.isEmpty, "the pages have no 't' strings")
        #expect(keys.subtracting(listed).sorted() == [], "docs/languages.md does not list these keys")
    }

    @Test func theParserExpandsObjectsListsAndNulls() throws {
        let doc = try TemplateContractDoc(markdown: """
            ## Every page
            | variable | type | example | meaning |
            |---|---|---|---|
            | `title` | text | | |
            ## Pages
            ### `home.mustache` — `/`
            | variable | type | example | meaning |
            |---|---|---|---|
            | `cards` | list of card | | |
            | `hero` | card or null | | |
            ## Objects
            ### card
            | variable | type | example | meaning |
            |---|---|---|---|
            | `count` | number | | |
            | `bodyHTML` | HTML | | |
            """)
        #expect(doc.templates == ["home"])
        #expect(
            doc.variables(ofTemplate: "home") == [
                "title": ["text"], "cards": ["list"], "cards[].count": ["number"], "cards[].bodyHTML": ["text"],
                "hero": ["object", "null"], "hero.count": ["number"], "hero.bodyHTML": ["text"],
            ])
    }
}

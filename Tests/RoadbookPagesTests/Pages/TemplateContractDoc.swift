import Foundation

/// The variable tables of docs/templates.md, read back: the variables every page gets, each page template's own,
/// and the objects their types name.
struct TemplateContractDoc {
    /// One table row: the variable's name and its documented type.
    typealias Row = (name: String, type: String)

    private(set) var common: [Row] = []
    private(set) var pages: [String: [Row]] = [:]
    private(set) var objects: [String: [Row]] = [:]

    /// The documented page templates, sorted.
    var templates: [String] { pages.keys.sorted() }

    /// Reads the tables under `## Every page`, `## Pages` (`### \`name.mustache\``) and `## Objects` (`### name`).
    init(markdown: String) throws {
        var section = ""
        var table = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                table = ""
            } else if line.hasPrefix("### ") {
                let heading = String(line.dropFirst(4))
                table = section == "Pages" ? String(heading.split(separator: "`")[0].split(separator: ".")[0]) : heading
            } else if line.hasPrefix("| `"), let row = Self.row(line) {
                switch section {
                case "Every page": common.append(row)
                case "Pages": pages[table, default: []].append(row)
                case "Objects": objects[table, default: []].append(row)
                default: break
                }
            }
        }
    }

    /// Every variable of `template` (common ones included) by key path (`site.nav[].url`), with the kinds of
    /// value its type allows.
    func variables(ofTemplate template: String) -> [String: Set<String>] {
        var paths: [String: Set<String>] = [:]
        expand(common + (pages[template] ?? []), prefix: "", into: &paths, depth: 0)
        return paths
    }

    private func expand(_ rows: [Row], prefix: String, into paths: inout [String: Set<String>], depth: Int) {
        guard depth < 8 else { return }
        for row in rows {
            let path = prefix + row.name
            var type = row.type
            let isList = type.hasPrefix("list of ")
            if isList { type = String(type.dropFirst("list of ".count)) }
            let isNullable = type.hasSuffix(" or null")
            if isNullable { type = String(type.dropLast(" or null".count)) }
            var kinds: Set<String>
            if let object = objects[type] {
                kinds = [isList ? "list" : "object"]
                expand(object, prefix: path + (isList ? "[]." : "."), into: &paths, depth: depth + 1)
            } else {
                kinds = [type == "HTML" ? "text" : type == "strings" ? "object" : type]
            }
            if isNullable { kinds.insert("null") }
            paths[path] = kinds
        }
    }

    /// `| \`name\` | type | example | meaning |` → (name, type).
    private static func row(_ line: String) -> Row? {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 3 else { return nil }
        return (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2])
    }
}

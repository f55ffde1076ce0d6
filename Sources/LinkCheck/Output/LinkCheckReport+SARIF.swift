import Diagnostics
import Escaping
extension LinkCheckReport {
    /// The report as a SARIF 2.1.0 log (GitHub code scanning and other static-analysis viewers): one rule per
    /// kind of finding, one result per finding with its level and its place (file relative to the site root,
    /// line).
    var sarifOutput: String {
        var writer = JSONWriter(layout: .indented)
        writer.beginObject()
        writer.key("$schema")
        writer.string("https://json.schemastore.org/sarif-2.1.0.json")
        writer.key("version")
        writer.string("2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.key("name")
        writer.string("roadbook check")
        writer.key("rules")
        writer.beginArray()
        for kind in FindingKind.allCases { Self.writeRule(of: kind, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.key("results")
        writer.beginArray()
        for finding in findings { Self.writeResult(of: finding, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    /// The rule of `kind`, on one line: its id, its explanation and its default level.
    private static func writeRule(of kind: FindingKind, to writer: inout JSONWriter) {
        writer.beginObject(singleLine: true)
        writer.key("id")
        writer.string(kind.rawValue)
        writer.key("shortDescription")
        writer.beginObject()
        writer.key("text")
        writer.string(kind.explanation)
        writer.endObject()
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.key("level")
        writer.string(level(of: kind.defaultSeverity))
        writer.endObject()
        writer.endObject()
    }

    /// The result of `finding`, on one line: its rule (by id and by index), level, message and place.
    private static func writeResult(of finding: Finding, to writer: inout JSONWriter) {
        writer.beginObject(singleLine: true)
        writer.key("ruleId")
        writer.string(finding.kind.rawValue)
        writer.key("ruleIndex")
        writer.number(FindingKind.allCases.firstIndex(of: finding.kind) ?? 0)
        writer.key("level")
        writer.string(level(of: finding.severity))
        writer.key("message")
        writer.beginObject()
        writer.key("text")
        writer.string(finding.message)
        writer.endObject()
        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        writer.key("physicalLocation")
        writer.beginObject()
        writer.key("artifactLocation")
        writer.beginObject()
        writer.key("uri")
        writer.string(uri(finding.file))
        writer.endObject()
        if finding.line > 0 {
            writer.key("region")
            writer.beginObject()
            writer.key("startLine")
            writer.number(finding.line)
            if finding.column > 0 {
                writer.key("startColumn")
                writer.number(finding.column)
            }
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.endObject()
    }

    /// SARIF's level of `severity`.
    private static func level(of severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// A relative URI reference for a path: every byte outside the unreserved characters and `/` is
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}

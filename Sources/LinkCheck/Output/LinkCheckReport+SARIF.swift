import Escaping
extension LinkCheckReport {
    /// The report as a SARIF 2.1.0 log (GitHub code scanning and other static-analysis viewers): one rule per
    /// kind of finding, one result per finding with its level and its place (file relative to the site root,
    /// line).
    var sarifOutput: String {
        let kinds = FindingKind.allCases
        let rules = kinds.map { kind in
            """
                    {"id": \(QuotedText.json(kind.rawValue)), \
            "shortDescription": {"text": \(QuotedText.json(kind.explanation))}, \
            "defaultConfiguration": {"level": "\(kind.defaultSeverity == .error ? "error" : "warning")"}}
            """
        }
        let results = findings.map { finding in
            let index = kinds.firstIndex(of: finding.kind) ?? 0
            let region = finding.line > 0 ? ", \"region\": {\"startLine\": \(finding.line)}" : ""
            return """
                        {"ruleId": \(QuotedText.json(finding.kind.rawValue)), "ruleIndex": \(index), \
                "level": "\(finding.severity == .error ? "error" : "warning")", \
                "message": {"text": \(QuotedText.json(finding.message))}, \
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": \(QuotedText.json(Self.uri(finding.file)))}\
                \(region)}}]}
                """
        }
        return """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "roadbook check",
                      "rules": [
            \(rules.joined(separator: ",\n"))
                      ]
                    }
                  },
                  "results": [
            \(results.joined(separator: ",\n"))
                  ]
                }
              ]
            }

            """
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

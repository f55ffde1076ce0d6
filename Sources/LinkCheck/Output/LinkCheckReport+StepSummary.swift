import Diagnostics
extension LinkCheckReport {
    /// How many errors the Markdown summary lists before it says how many more there are (GitHub takes at
    /// most 1 MiB of summary per step).
    static let stepSummaryErrorLimit = 200

    /// The Markdown summary without a baseline (``markdownSummary(comparedWith:)``), for GitHub Actions' job
    /// summary (`$GITHUB_STEP_SUMMARY`).
    public var githubStepSummary: String { markdownSummary() }

    /// A Markdown summary a CI job can post as a pull request comment or a job summary (`--format markdown`):
    /// the summary line; the errors (with a baseline's comparison, the new ones, and how many were known);
    /// then a table of findings by kind and severity.
    public func markdownSummary(comparedWith comparison: (new: [Finding], knownCount: Int)? = nil) -> String {
        var markdown = "### roadbook check\n\n\(Self.markdownEscaped(summary))\n"
        let errors: [Finding]
        if let comparison {
            errors = comparison.new
            markdown += "\n**\(Self.baselineLine(comparison))**\n"
        } else {
            errors = findings.filter { $0.severity == .error }
        }
        if !errors.isEmpty {
            markdown += "\n#### \(comparison == nil ? "Errors" : "New errors")\n\n"
            for finding in errors.prefix(Self.stepSummaryErrorLimit) {
                let place = finding.diagnostic.location?.description ?? finding.file
                markdown += "- `\(place.replacingAll("`", "'"))` \(Self.markdownEscaped(finding.message))\n"
            }
            if errors.count > Self.stepSummaryErrorLimit {
                markdown += "- … and \(CountText.plural(errors.count - Self.stepSummaryErrorLimit, "more error"))\n"
            }
        }
        return markdown + kindTable
    }

    /// `3 new errors; 41 known`.
    public static func baselineLine(_ comparison: (new: [Finding], knownCount: Int)) -> String {
        "\(CountText.plural(comparison.new.count, "new error")); \(CountText.grouped(comparison.knownCount)) known"
    }

    /// The findings by kind and severity, as a Markdown table; empty without findings.
    private var kindTable: String {
        var counts: [FindingKind: (errors: Int, warnings: Int)] = [:]
        for finding in findings {
            if finding.severity == .error { counts[finding.kind, default: (0, 0)].errors += 1 }
            else { counts[finding.kind, default: (0, 0)].warnings += 1 }
        }
        guard !counts.isEmpty else { return "" }
        var markdown = "\n| kind | errors | warnings |\n| --- | ---: | ---: |\n"
        for kind in FindingKind.allCases {
            guard let count = counts[kind] else { continue }
            markdown += "| `\(kind.rawValue)` | \(CountText.grouped(count.errors)) | \(CountText.grouped(count.warnings)) |\n"
        }
        return markdown
    }

    /// `text` with the characters that Markdown or HTML would read escaped by a backslash or made entities.
    static func markdownEscaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\n", "\r": output += " "
            case "\\", "`", "*", "_", "[", "]", "|", "~": output += "\\\(character)"
            default: output.append(character)
            }
        }
        return output
    }
}

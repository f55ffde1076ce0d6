import Diagnostics
extension LinkCheckReport {
    /// How many errors the Markdown summary lists before it says how many more there are (GitHub takes at
    /// most 1 MiB of summary per step).
    static let stepSummaryErrorLimit = 200

    /// A Markdown summary for GitHub Actions' job summary (`$GITHUB_STEP_SUMMARY`): the summary line, a table
    /// of findings by kind and severity, and the errors.
    public var githubStepSummary: String {
        var markdown = "### roadbook check\n\n\(Self.markdownEscaped(summary))\n"
        var counts: [FindingKind: (errors: Int, warnings: Int)] = [:]
        for finding in findings {
            if finding.severity == .error { counts[finding.kind, default: (0, 0)].errors += 1 }
            else { counts[finding.kind, default: (0, 0)].warnings += 1 }
        }
        if !counts.isEmpty {
            markdown += "\n| kind | errors | warnings |\n| --- | ---: | ---: |\n"
            for kind in FindingKind.allCases {
                guard let count = counts[kind] else { continue }
                markdown += "| `\(kind.rawValue)` | \(CountText.grouped(count.errors)) | \(CountText.grouped(count.warnings)) |\n"
            }
        }
        let errors = findings.filter { $0.severity == .error }
        if !errors.isEmpty {
            markdown += "\n#### Errors\n\n"
            for finding in errors.prefix(Self.stepSummaryErrorLimit) {
                let place = finding.line > 0 ? "\(finding.file):\(finding.line)" : finding.file
                markdown += "- `\(place.replacingAll("`", "'"))` \(Self.markdownEscaped(finding.message))\n"
            }
            if errors.count > Self.stepSummaryErrorLimit {
                markdown += "- … and \(CountText.plural(errors.count - Self.stepSummaryErrorLimit, "more error"))\n"
            }
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

import Diagnostics
import Escaping
extension LinkCheckReport {
    /// The findings in `format`, ending with a newline (nothing for `github` without findings).
    ///
    /// `text` and `github` list the errors and sum up each kind of warning in one line, unless
    /// `listingWarnings`; `json`, `junit` and `sarif` hold every finding, for machines to read. Only `text`
    /// ends with the ``summary`` line.
    public func formatted(as format: LinkCheckFormat, listingWarnings: Bool = false) -> String {
        switch format {
        case .text: textOutput(listingWarnings: listingWarnings)
        case .json: jsonOutput
        case .github: githubOutput(listingWarnings: listingWarnings)
        case .junit: junitOutput
        case .sarif: sarifOutput
        case .markdown: markdownSummary()
        }
    }

    /// `checked 12 files, 340 references (25 external skipped): 2 errors, 1 warning in 0.05 s`
    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let files = CountText.plural(fileCount, "file")
        let references = CountText.plural(referenceCount, "reference")
        let findings = "\(CountText.plural(errorCount, "error")), \(CountText.plural(warningCount, "warning"))"
        let time = seconds < 10 ? String(format2: seconds) : String(Int(seconds.rounded()))
        let skipped = "\(CountText.grouped(externalCount)) external skipped"
        let external = checkedExternalURLCount.map { "\(CountText.grouped(externalCount)) external, \(CountText.plural($0, "URL")) checked" }
        return "checked \(files), \(references) (\(external ?? skipped)): \(findings) in \(time) s"
    }

    /// One line per kind of warning, in kind order, for output that does not list warnings:
    /// `1,061 empty links (kind empty; --show-warnings lists them)`.
    public var warningSummaries: [String] {
        var counts: [FindingKind: Int] = [:]
        for finding in findings where finding.severity == .warning { counts[finding.kind, default: 0] += 1 }
        return FindingKind.allCases.compactMap { kind in
            counts[kind].map { "\(kind.counted($0)) (kind \(kind.rawValue); --show-warnings lists them)" }
        }
    }

    /// The findings that `text` and `github` output list one by one.
    func listedFindings(listingWarnings: Bool) -> [Finding] {
        listingWarnings ? findings : findings.filter { $0.severity != .warning }
    }

    private func textOutput(listingWarnings: Bool) -> String {
        // The lines are joined once at the end: appending each to one growing string cost more than making them
        // on sites with ten thousand findings (the output is made on one core after the parallel work).
        var lines: [String] = []
        var previousFile: String?
        let listed = listedFindings(listingWarnings: listingWarnings)
        lines.reserveCapacity(listed.count * 2 + warningSummaries.count + 2)
        for finding in listed {
            if let previousFile, previousFile != finding.file { lines.append("") }
            previousFile = finding.file
            // An href's raw ESC and other control bytes are shown (`^[`), never written to the terminal as they are.
            lines.append(VisibleText.visible(finding.diagnostic.description, keepingLineBreaks: true))
        }
        if !listed.isEmpty { lines.append("") }
        if !listingWarnings {
            for line in warningSummaries { lines.append("warning: \(VisibleText.visible(line, keepingLineBreaks: true))") }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// An array of the findings, one object a line.
    private var jsonOutput: String {
        var writer = JSONWriter(layout: .indented)
        writer.beginArray()
        for finding in findings {
            writer.beginObject(singleLine: true)
            writer.key("file")
            writer.string(finding.file)
            writer.key("line")
            writer.number(finding.line)
            if finding.column > 0 {
                writer.key("column")
                writer.number(finding.column)
            }
            writer.key("url")
            writer.string(finding.url)
            writer.key("kind")
            writer.string(finding.kind.rawValue)
            writer.key("severity")
            writer.string(finding.severity.rawValue)
            writer.key("message")
            writer.string(finding.message)
            writer.endObject()
        }
        writer.endArray()
        return writer.text + "\n"
    }

    private func githubOutput(listingWarnings: Bool) -> String {
        var output = listedFindings(listingWarnings: listingWarnings).map { finding in
            let command = finding.severity == .error ? "error" : "warning"
            let line = finding.line > 0 ? ",line=\(finding.line)" + (finding.column > 0 ? ",col=\(finding.column)" : "") : ""
            return "::\(command) file=\(githubProperty(finding.file))\(line)::\(githubData(finding.message))\n"
        }.joined()
        if !listingWarnings {
            for line in warningSummaries { output += "::warning::\(githubData(line))\n" }
        }
        return output
    }

    /// `text` with control characters shown (`^[`), then escaped as workflow commands need.
    private func githubData(_ text: String) -> String {
        VisibleText.visible(text, keepingLineBreaks: true).replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    private func githubProperty(_ text: String) -> String {
        githubData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    fileprivate init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

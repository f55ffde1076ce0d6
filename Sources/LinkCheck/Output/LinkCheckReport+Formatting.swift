extension LinkCheckReport {
    /// The findings in `format`, ending with a newline (nothing for `text` and `github` without findings).
    /// The `text` format ends with the ``summary`` line; the others leave it out, for machines to read.
    public func formatted(as format: LinkCheckFormat) -> String {
        switch format {
        case .text: textOutput
        case .json: jsonOutput
        case .github: githubOutput
        }
    }

    /// `checked 12 files, 340 references (25 external skipped): 2 errors, 1 warning in 0.05 s`
    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let files = plural(fileCount, "file")
        let references = plural(referenceCount, "reference")
        let findings = "\(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
        let time = seconds < 10 ? String(format2: seconds) : String(Int(seconds.rounded()))
        let external = checkedExternalURLCount.map { "\(externalCount) external, \(plural($0, "URL")) checked" }
        return "checked \(files), \(references) (\(external ?? "\(externalCount) external skipped")): \(findings) in \(time) s"
    }

    private var textOutput: String {
        var text = ""
        var previousFile: String?
        for finding in findings {
            if let previousFile, previousFile != finding.file { text += "\n" }
            previousFile = finding.file
            text += "\(finding.file):\(finding.line): \(finding.severity.rawValue): \(finding.message)\n"
        }
        if !findings.isEmpty { text += "\n" }
        return text + summary + "\n"
    }

    private var jsonOutput: String {
        guard !findings.isEmpty else { return "[]\n" }
        let objects = findings.map { finding in
            "  {\"file\": \(jsonString(finding.file)), \"line\": \(finding.line), \"url\": \(jsonString(finding.url)), "
                + "\"kind\": \(jsonString(finding.kind.rawValue)), \"severity\": \(jsonString(finding.severity.rawValue)), "
                + "\"message\": \(jsonString(finding.message))}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    private var githubOutput: String {
        findings.map { finding in
            let command = finding.severity == .error ? "error" : "warning"
            return "::\(command) file=\(githubProperty(finding.file)),line=\(finding.line)::\(githubData(finding.message))\n"
        }.joined()
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    private func jsonString(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    private func githubData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
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

    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

import Diagnostics
import Escaping
extension LinkCheckReport {
    /// The report as JUnit XML, the format GitLab and Jenkins show as test results: one test suite, one test
    /// case per page (and per other file with findings), whose errors form its one failure; its warnings are
    /// the test case's standard output, so they show without failing it.
    var junitOutput: String {
        var byFile: [ByteString: [Finding]] = [:]
        for finding in findings { byFile[ByteString(finding.file), default: []].append(finding) }
        let files = Set(pages.map(ByteString.init)).union(byFile.keys).sorted()
        let failing = files.count { file in byFile[file]?.contains { $0.severity == .error } == true }
        let time = String(format3: duration)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="roadbook check" tests="\(files.count)" failures="\(failing)" errors="0" time="\(time)">
              <testsuite name="roadbook check" tests="\(files.count)" failures="\(failing)" errors="0" skipped="0" \
            time="\(time)">

            """
        for file in files {
            xml += junitTestCase(file.text, byFile[file] ?? [])
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private func junitTestCase(_ file: String, _ findings: [Finding]) -> String {
        let name = XMLEscaper.escape(file)
        let errors = findings.filter { $0.severity == .error }
        let warnings = findings.filter { $0.severity != .error }
        var xml = "    <testcase classname=\"roadbook.check\" name=\"\(name)\" file=\"\(name)\" time=\"0\""
        guard !findings.isEmpty else { return xml + "/>\n" }
        xml += ">\n"
        if let first = errors.first {
            let more = errors.count > 1 ? " (and \(CountText.plural(errors.count - 1, "more error")))" : ""
            let body = errors.map { XMLEscaper.escape($0.diagnostic.description) }.joined(separator: "\n")
            xml += "      <failure message=\"\(XMLEscaper.escape(first.message + more))\" "
                + "type=\"\(first.kind.rawValue)\">\(body)</failure>\n"
        }
        if !warnings.isEmpty {
            let body = warnings.map { XMLEscaper.escape($0.diagnostic.description) }.joined(separator: "\n")
            xml += "      <system-out>\(body)</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }
}

extension String {
    /// Seconds with three decimals (`0.052`).
    init(format3 duration: Duration) {
        let milliseconds = Int(
            (Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded())
        let fraction = String(milliseconds % 1000)
        self = "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

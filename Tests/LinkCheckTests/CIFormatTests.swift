import Foundation
import LinkCheck
import TestSupport
import Testing

/// `--format junit` and `--format sarif`: their shape here, and their validity as their consumers see it
/// (Python's junitparser, and the official SARIF 2.1.0 JSON schema through jsonschema) when those are installed.
@Suite struct CIFormatTests {
    /// A checked site with errors, warnings, a clean page and text that needs escaping.
    private func report() throws -> (LinkCheckReport, TemporaryDirectory) {
        let site = try TemporaryDirectory()
        try site.write("<a href=\"gone.html?a=1&amp;b=<2>\">x</a>\n<a href=''>e</a>\n<img src='x y.png'>", to: "a & b/index.html")
        try site.write("<p id='x'>clean</p>", to: "clean.html")
        try site.write("<a href='#nope'>f</a>", to: "z.html")
        try site.write("<a href='javascript:go()'>only a warning</a>", to: "warned.html")
        return (try LinkChecker().check(siteAt: site.url), site)
    }

    @Test func junitHasOneTestCasePerPageAndTheErrorsOfAPageAsItsFailure() throws {
        let (report, _) = try report()
        let xml = report.formatted(as: .junit)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"roadbook check\" tests=\"4\" failures=\"2\""))
        #expect(xml.components(separatedBy: "<testsuite ").count == 2)
        #expect(xml.components(separatedBy: "<testcase ").count == 5)
        #expect(xml.components(separatedBy: "<failure ").count == 3)
        #expect(xml.contains("name=\"a &amp; b/index.html\""))
        #expect(xml.contains("broken link &apos;gone.html?a=1&amp;b=&lt;2&gt;&apos;"))
        #expect(xml.contains("<testcase classname=\"roadbook.check\" name=\"clean.html\" file=\"clean.html\" time=\"0\"/>"))
        #expect(xml.contains("<system-out>warned.html:1: warning: javascript url 'javascript:go()' in &lt;a&gt;</system-out>") == false)
        #expect(xml.contains("<system-out>warned.html:1: warning: javascript url &apos;javascript:go()&apos; in &lt;a&gt;</system-out>"))
    }

    @Test func sarifHasARulePerKindAndAResultPerFindingWithItsPlace() throws {
        let (report, _) = try report()
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(report.formatted(as: .sarif).utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "link")
        #expect(first["level"] as? String == "error")
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "a%20%26%20b/index.html")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect(results.compactMap { $0["level"] as? String }.filter { $0 == "warning" }.count == report.warningCount)
    }

    @Test func stepSummaryIsMarkdownWithCountsAndErrors() throws {
        let (report, _) = try report()
        let markdown = report.githubStepSummary
        #expect(markdown.hasPrefix("### roadbook check\n\nchecked 4 files"))
        #expect(markdown.contains("| `link` | 1 | 0 |"))
        #expect(markdown.contains("| `javascript-url` | 0 | 1 |"))
        #expect(markdown.contains("- `a & b/index.html:1` broken link 'gone.html?a=1&amp;b=&lt;2&gt;' (no such file)"))
    }

    static let pythonValidatorsAreInstalled: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema, junitparser"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(.enabled(if: pythonValidatorsAreInstalled, "needs python3 with jsonschema and junitparser (scripts/install-deps --test)"))
    func theirConsumersAcceptBoth() throws {
        let (report, _) = try report()
        let folder = try TemporaryDirectory()
        let junit = try folder.write(report.formatted(as: .junit), to: "check.xml")
        let sarif = try folder.write(report.formatted(as: .sarif), to: "check.sarif")
        let schema = FixtureCase.directory.appendingPathComponent("sarif-schema-2.1.0.json")
        let script = """
            import json, sys, jsonschema, junitparser
            junit, sarif, schema = sys.argv[1:4]
            xml = junitparser.JUnitXml.fromfile(junit)
            suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
            cases = [case for suite in suites for case in suite]
            failures = [result for case in cases for result in case.result if isinstance(result, junitparser.Failure)]
            log = json.load(open(sarif))
            document = json.load(open(schema))
            validator_class = jsonschema.validators.validator_for(document)
            validator = validator_class(document)
            errors = sorted(validator.iter_errors(log), key=str)
            for error in errors: print("sarif:", error.message, file=sys.stderr)
            print(len(suites), len(cases), len(failures), len(log["runs"][0]["results"]), len(errors))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, junit.path, sarif.path, schema.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(complaints)")
        let pagesWithErrors = Set(report.findings.filter { $0.severity == .error }.map(\.file)).count
        #expect(printed == "1 \(report.pages.count) \(pagesWithErrors) \(report.findings.count) 0\n", "\(complaints)")
    }
}

import Foundation
import Testing
@testable import RoadbookCLI

/// `roadbook manpage` documents every command and option of the table, in roff that groff reads without a warning.
@Suite struct ManPageTests {
    static let groff = ExternalProgram.named("groff")

    private func page() -> String {
        let (code, stdout, _) = CLIRun.run(["manpage"])
        #expect(code == 0)
        return stdout
    }

    @Test func everyCommandHasASectionWithEachOfItsOptions() {
        let text = page()
        #expect(text.hasPrefix(".TH ROADBOOK 1 \"\" \"roadbook \(CLI.version)\" \"User Commands\"\n"))
        var stack: [([String], CommandSpec)] = [([], CommandTable.root)]
        while let (path, command) = stack.popLast() {
            stack += command.subcommands.map { (path + [$0.name], $0) }
            guard command.action != nil else { continue }
            #expect(text.contains(".SS \"roadbook \(path.joined(separator: " ").replacingOccurrences(of: "-", with: "\\-"))\"\n"))
            for option in command.options {
                #expect(text.contains("\\fB\(option.name.replacingOccurrences(of: "-", with: "\\-"))\\fR"), "\(path) \(option.name)")
            }
        }
    }

    @Test func textIsEscapedForRoff() {
        #expect(ManPageGenerator.escaped(".hidden") == "\\&.hidden")
        #expect(ManPageGenerator.escaped("a\\b --x …") == "a\\eb \\-\\-x \\[u2026]")
        #expect(ManPageGenerator.escaped("é") == "\\[u00E9]")
        #expect(!page().unicodeScalars.contains { !$0.isASCII })
    }

    @Test(.enabled(if: groff != nil, "groff is not installed"))
    func groffFormatsItWithoutWarnings() throws {
        let groff = try #require(Self.groff)
        let result = try groff.run(["-man", "-Tutf8", "-ww", "-z"], input: page())
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }
}

import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// docs/commands.md has a section for every command of the table, so a new command cannot go undocumented.
@Suite struct CommandsDocTests {
    @Test func everyCommandHasASection() throws {
        let file = RepositoryRoot.url.appendingPathComponent("docs/commands.md")
        let headings = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("## ") }.map { Set($0.dropFirst(3).split(separator: " ").map(String.init)) }
        for command in CommandTable.root.subcommands {
            #expect(headings.contains { $0.contains(command.name) }, "docs/commands.md has no section for '\(command.name)'")
        }
    }
}

import Foundation
import RoadbookCLI
import Testing

@Suite struct ArgumentParsingTests {

    @Test func helpListsEveryCommand() {
        let result = CLIRun.run(["--help"])
        #expect(result.code == 0)
        for command in ["init", "generate", "check", "serve", "todo", "new", "render", "completions", "manpage"] {
            #expect(result.stdout.contains("\n  \(command) "), "help lacks \(command)")
        }
    }

    @Test func unknownCommandIsAUsageErrorThatNamesTheCommands() {
        let result = CLIRun.run(["frobnicate"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unknown command 'frobnicate'; the commands are 'init', 'generate', "))
        #expect(result.stderr.contains("Usage: roadbook <command>"))
    }

    @Test func misspeltCommandGetsASuggestion() {
        let result = CLIRun.run(["generat"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unknown command 'generat'; did you mean 'generate'?\n"))
    }

    @Test func unknownOptionSuggestsTheClosest() {
        let result = CLIRun.run(["generate", "--outptu", "x"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unknown option '--outptu'; did you mean '--output'?\n"))
        #expect(result.stderr.contains("Usage: roadbook generate "))
    }

    @Test func missingValueAndMissingArgumentAreUsageErrors() {
        #expect(CLIRun.run(["generate", "--output"]).stderr.hasPrefix("error: option '--output' needs a value (DIR)"))
        let missing = CLIRun.run(["todo", "add"])
        #expect(missing.code == 64)
        #expect(missing.stderr.hasPrefix("error: missing argument 'TITLE'"))
    }

    @Test func parsesValuesFlagsAndNegativeNumbers() throws {
        let outcome = try ArgumentParser(root: CommandTable.root).parse(
            ["new", "location", "Cristo", "--city=Rio", "--lat", "-22.95", "--lon", "-43.21", "--image", "a", "--image", "b"])
        guard case .run(let command, let parsed) = outcome else {
            Issue.record("expected a command to run")
            return
        }
        #expect(command.name == "location")
        #expect(parsed.positionals == ["Cristo"])
        #expect(parsed.value("--city") == "Rio")
        #expect(try parsed.decimal("--lat") == -22.95)
        #expect(parsed.allValues("--image") == ["a", "b"])
    }

    @Test func versionAndHelpCommandExitZero() {
        #expect(CLIRun.run(["--version"]).stdout == "roadbook \(CLI.version)\n")
        let help = CLIRun.run(["help", "todo", "move"])
        #expect(help.code == 0)
        #expect(help.stdout.contains("Usage: roadbook todo move ID --to N [--source DIR]\n"))
    }

    @Test func usageShowsRequiredOptionsWithoutBrackets() {
        let help = HelpGenerator(root: CommandTable.root)
        #expect(help.usage(for: ["todo", "move"]) == "Usage: roadbook todo move ID --to N [--source DIR]")
        #expect(
            help.usage(for: ["new", "location"])
                == "Usage: roadbook new location NAME --city CITY --lat X --lon Y [--source DIR] [--link URL] [--image NAME] [--after ID] [--weight N]"
        )
        #expect(help.help(for: ["todo", "move"]).contains("  --to N        Required. The position the item ends up at (1 is first).\n"))
    }

    @Test func aMissingRequiredOptionIsAUsageError() {
        let result = CLIRun.run(["new", "location", "Cristo", "--city", "Rio", "--lon", "-43.2"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: missing option '--lat X'\n"))
        #expect(result.stderr.contains("Usage: roadbook new location NAME --city CITY --lat X --lon Y [--source DIR]"))
    }

    @Test func decimalsAreDecimalNotation() throws {
        for text in ["0x10", "nan", "inf", "1_0", ""] {
            let parsed = ParsedArguments(commandPath: ["new", "location"], values: ["--lon": [text]])
            #expect(throws: UsageError.self) { try parsed.decimal("--lon") }
        }
        let parsed = ParsedArguments(commandPath: [], values: ["--lat": ["-1.5e1"]])
        #expect(try parsed.decimal("--lat") == -15)
    }
}

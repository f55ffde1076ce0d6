import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `roadbook completions SHELL` offers what the command table parses; each script is run in its real shell when
/// that shell is installed (the tests say "skipped" otherwise).
@Suite struct CompletionScriptTests {
    static let bash = ExternalProgram.named("bash")
    static let zsh = ExternalProgram.named("zsh")
    static let fish = ExternalProgram.named("fish")

    private func script(_ shell: String) throws -> String {
        let (code, stdout, stderr) = CLIRun.run(["completions", shell])
        try #require(code == 0, "\(stderr)")
        return stdout
    }

    /// Every command path and every option of the table, as the user types them.
    private static func allWords() -> [String] {
        var words: Set<String> = ["--help", "--version"]
        var stack = [CommandTable.root]
        while let command = stack.popLast() {
            words.formUnion(command.subcommands.map(\.name))
            words.formUnion(command.options.map(\.name))
            stack += command.subcommands
        }
        return words.sorted()
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyCommandAndOptionIsOffered(_ shell: String) throws {
        let text = try script(shell)
        for word in Self.allWords() {
            let spelled = shell == "fish" && word.hasPrefix("--") ? "-l \(word.dropFirst(2))" : word
            #expect(text.contains(spelled), "\(shell) script lacks '\(spelled)'")
        }
    }

    @Test func anUnknownShellIsAUsageErrorWithASuggestion() {
        let (code, _, stderr) = CLIRun.run(["completions", "zhs"])
        #expect(code == 64)
        #expect(stderr.hasPrefix("error: unknown shell 'zhs'; did you mean 'zsh'?\n"))
    }

    private func bashComplete(_ words: [String], in folder: URL? = nil) throws -> [String] {
        let bash = try #require(Self.bash)
        let list = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            \(folder.map { "cd '\($0.path)'\n" } ?? "")source /dev/stdin
            COMP_WORDS=(\(list)); COMP_CWORD=\(words.count - 1); _roadbook; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try bash.run(["-c", program], input: try script("bash"))
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).sorted()
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashCompletesCommandsOptionsAndValuesAtTheRightDepth() throws {
        #expect(try bashComplete(["roadbook", "to"]) == ["todo"])
        #expect(try bashComplete(["roadbook", "todo", "m"]) == ["move"])
        #expect(try bashComplete(["roadbook", "todo", "move", "--"]) == ["--help", "--source", "--to"])
        #expect(try bashComplete(["roadbook", "completions", "f"]) == ["fish"])
        let folder = try TemporaryDirectory()
        try folder.write("x\n", to: "site-a/site.yaml")
        try folder.write("x\n", to: "site-file")
        #expect(try bashComplete(["roadbook", "generate", "--source", "site"], in: folder.url) == ["site-a"])
        #expect(try bashComplete(["roadbook", "render", "--data", "site-f"], in: folder.url) == ["site-file"])
    }

    @Test(.enabled(if: fish != nil, "fish is not installed"))
    func fishCompletesCommandsOptionsAndValuesAtTheRightDepth() throws {
        let fish = try #require(Self.fish)
        func complete(_ line: String) throws -> [String] {
            let result = try fish.run(["-c", "source; complete -C'\(line)'"], input: try script("fish"))
            try #require(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
        }
        #expect(try complete("roadbook todo m") == ["move"])
        #expect(try complete("roadbook check --f") == ["--fallback-extensions", "--format"])
        #expect(try complete("roadbook check --b") == ["--base-path", "--baseline"])
        #expect(try complete("roadbook completions z") == ["zsh"])
        #expect(try complete("roadbook new location --l").contains("--lat"))
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed"))
    func zshReadsTheScript() throws {
        let zsh = try #require(Self.zsh)
        let result = try zsh.run(["-n"], input: try script("zsh"))
        #expect(result.status == 0, "\(result.stderr)")
    }
}

import Diagnostics
import RoadbookSite

/// `roadbook init [DIR]`: writes a new site that builds and checks clean.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Create a new site: settings, todos, two places with images, .gitignore and a CI workflow.",
        discussion: """
            The folder must be new or empty (a lone .git is fine); nothing is ever overwritten.
            """,
        positionals: [PositionalSpec("DIR", "The folder to create the site in (default: the current directory).", optional: true)],
        action: run
    )

    /// Writes the starter site and prints what was created and what to run next.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let path = arguments.positional(0) ?? "."
        let writer = StarterSiteWriter(folder: context.url(forPath: path), displayPath: path)
        let written = try writer.write(StarterSite.files(building: .release(CLI.version)))
        context.stdout.line("created a site in '\(path)' (\(written.count) files)")
        context.stdout.line("next:")
        if path != "." { context.stdout.line("  cd \(ShellWord.quoted(path))") }
        context.stdout.line("  roadbook serve              # preview it at http://127.0.0.1:8000/ while you edit")
        context.stdout.line("  roadbook generate --check   # build it into _site/ and check every link")
        return ExitCode.success
    }
}

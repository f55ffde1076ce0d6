import Diagnostics
import RoadbookSite

/// `roadbook theme export DIR`: writes the built-in theme's files for customising.
enum ThemeCommand {
    static let spec = CommandSpec(
        name: "theme",
        abstract: "Work with the built-in theme.",
        subcommands: [
            CommandSpec(
                name: "export",
                abstract: "Write the built-in templates, assets (templates/) and strings (i18n/) into a new folder.",
                discussion: """
                    Copy DIR/templates and DIR/i18n into your site and edit what you want to change: the site builds the same
                    until you do. The folder must be new or empty, and not a link; nothing is ever overwritten.
                    """,
                positionals: [PositionalSpec("DIR", "The folder to write the theme into.")],
                action: export)
        ]
    )

    /// Writes the theme and prints what was written and what to do next.
    static func export(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let path = arguments.positional(0) ?? ""
        let written = try ThemeExport.write(into: context.url(forPath: path), displayPath: path)
        let templates = written.filter { $0.hasPrefix("templates/") }.count
        context.stdout.line(
            "exported the theme into '\(path)': \(templates) files in templates/, \(written.count - templates) in i18n/")
        context.stdout.line("next: copy its templates/ and i18n/ into your site and edit the files you want to change")
        return ExitCode.success
    }
}

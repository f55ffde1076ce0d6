/// `roadbook check`: checks every link and image reference of a built site.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check every link, image and fragment of a built site (any static site).",
        options: [
            .value("--format", "FORMAT", "text (default), json or github."),
            .value("--base-path", "PATH", "The sub-path the site is served under, for root-relative URLs (/sub/)."),
            .value("--ignore-url", "REGEX", "Skip references whose URL matches (repeatable).", repeatable: true),
            .flag("--strict", "Treat warnings as errors."),
        ],
        positionals: [PositionalSpec("DIR", "The built site (default: _site).", optional: true)],
        action: notBuiltYet("check")
    )
}

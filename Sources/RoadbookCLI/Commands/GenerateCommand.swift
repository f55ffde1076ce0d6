/// `roadbook generate`: builds the site.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Build the static site from content/ and templates/.",
        options: [
            .value("--source", "DIR", "The site folder (default: the current directory)."),
            .value("--output", "DIR", "Where to write the site (default: site.yaml's output, or _site)."),
            .flag("--check", "Check every link and image of the built site afterwards."),
            .flag("--force", "Replace an output folder that holds files Roadbook did not write."),
            .flag("--quiet", "Print only diagnostics."),
        ],
        action: notBuiltYet("generate")
    )
}

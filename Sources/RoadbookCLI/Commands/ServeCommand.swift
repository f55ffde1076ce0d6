/// `roadbook serve`: builds, serves on 127.0.0.1 and rebuilds on change.
enum ServeCommand {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Serve the site on 127.0.0.1, rebuilding on change.",
        options: [
            .value("--port", "PORT", "The port (default: 8000)."),
            .value("--source", "DIR", "The site folder (default: the current directory)."),
        ],
        action: notBuiltYet("serve")
    )
}

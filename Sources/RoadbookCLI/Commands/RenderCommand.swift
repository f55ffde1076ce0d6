/// `roadbook render`: renders one template with JSON data, for debugging templates.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Render one Mustache template with JSON data to stdout.",
        options: [
            .value("--data", "DATA.json", "The data (any JSON value)."),
            .value("--partials", "DIR", "Where partials are found, as DIR/name.mustache (default: the template's folder)."),
            .flag("--strict", "A name the data does not have is an error."),
        ],
        positionals: [PositionalSpec("TEMPLATE", "The template file.")],
        action: { arguments, context in try RenderCommand.run(arguments, in: context) }
    )
}

/// `roadbook new location`: writes a new place file.
enum NewCommand {
    static let spec = CommandSpec(
        name: "new",
        abstract: "Create new content.",
        subcommands: [
            CommandSpec(
                name: "location",
                abstract: "Write content/locations/<slug>.md for a new place.",
                options: [
                    .value("--source", "DIR", "The site folder (default: the current directory)."),
                    .value("--city", "CITY", "The city.", required: true),
                    .value("--lat", "X", "Latitude, -90 to 90.", required: true),
                    .value("--lon", "Y", "Longitude, -180 to 180.", required: true),
                    .value("--link", "URL", "A Wikipedia (or other http(s)) link."),
                    .value("--image", "NAME", "An image name in content/images/ (repeatable).", repeatable: true),
                    .value("--after", "ID", "Put the place right after this one in the route (renumbering others only if needed)."),
                    .value("--weight", "N", "Give the place this weight (places are ordered by weight, then file name)."),
                ],
                positionals: [PositionalSpec("NAME", "The place's name.")],
                action: NewPlaceAction.run)
        ]
    )
}

import Diagnostics
import RoadbookEditing

/// `roadbook new location NAME --city CITY --lat X --lon Y [--link URL] [--image NAME…] [--after ID | --weight N]`.
enum NewPlaceAction {
    /// Writes the place's file and prints its path.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        func required(_ option: String, _ valueName: String) throws(UsageError) -> String {
            guard let value = arguments.value(option) else {
                throw UsageError("missing option '\(option) \(valueName)'", commandPath: arguments.commandPath)
            }
            return value
        }
        let city = try required("--city", "CITY")
        _ = try required("--lat", "X")
        _ = try required("--lon", "Y")
        guard let latitude = try arguments.decimal("--lat"), let longitude = try arguments.decimal("--lon") else {
            return ExitCode.usage
        }
        let placement = try self.placement(arguments)
        let root = context.url(forPath: arguments.value("--source") ?? ".")
        if let problem = TodoSiteFolder.problem(root, arguments) {
            DiagnosticPrinter(output: context.stderr).print([problem])
            return ExitCode.failure
        }
        let newPlace = NewPlace(
            name: arguments.positional(0) ?? "", cityName: city, latitude: latitude, longitude: longitude,
            link: arguments.value("--link"), imageNames: arguments.allValues("--image"))
        do {
            let created = try PlaceFileWriter(root: root).create(newPlace, placement: placement)
            context.stdout.line("created \(created.path)" + (created.weight.map { " (weight \($0))" } ?? ""))
            for place in created.renumbered {
                let old = place.oldWeight.map(String.init) ?? "none"
                context.stdout.line("renumbered \(place.path) (weight \(old) → \(place.newWeight))")
            }
            return ExitCode.success
        } catch {
            DiagnosticPrinter(output: context.stderr, root: root).print(error.diagnostics)
            return ExitCode.failure
        }
    }

    /// Where `--after` or `--weight` puts the place; a usage error when both are given.
    private static func placement(_ arguments: ParsedArguments) throws(UsageError) -> RoutePlacement? {
        let weight = try arguments.integer("--weight")
        switch (arguments.value("--after"), weight) {
        case (nil, nil): return nil
        case (let id?, nil): return .after(id)
        case (nil, let weight?): return .weight(weight)
        case (.some, .some):
            throw UsageError("options '--after' and '--weight' can't be used together", commandPath: arguments.commandPath)
        }
    }
}

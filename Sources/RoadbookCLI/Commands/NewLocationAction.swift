import Diagnostics
import RoadbookEditing

/// `roadbook new location NAME --city CITY --lat X --lon Y [--link URL] [--image NAME…]`.
enum NewLocationAction {
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
        let root = context.url(forPath: arguments.value("--source") ?? ".")
        if let problem = TodoSiteFolder.problem(root, arguments) {
            DiagnosticPrinter(output: context.stderr).print([problem])
            return ExitCode.failure
        }
        let location = NewLocation(
            name: arguments.positional(0) ?? "", cityName: city, latitude: latitude, longitude: longitude,
            link: arguments.value("--link"), imageNames: arguments.allValues("--image"))
        do {
            let path = try LocationFileWriter(root: root).create(location)
            context.stdout.line("created \(path)")
            return ExitCode.success
        } catch {
            DiagnosticPrinter(output: context.stderr, root: root).print(error.diagnostics)
            return ExitCode.failure
        }
    }
}

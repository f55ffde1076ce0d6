import Diagnostics
import YAML

/// Reads `trip` of `site.yaml` (`{ start: 2027-04-12, end: 2027-04-23 }`) into ``TripSettings``, reporting each
/// bad value at its position.
struct TripSettingsLoader {
    static let knownKeys = ["start", "end"]

    /// The settings of `node` (the value of `trip`); what is wrong is left out (and reported).
    static func settings(from node: YAMLNode, path: String, diagnostics: DiagnosticsEngine) -> TripSettings {
        guard let reader = MappingReader(node, what: "'trip'", path: path, knownKeys: knownKeys, requiredKeys: [], diagnostics: diagnostics)
        else { return TripSettings() }
        func date(_ key: String) -> CalendarDate? {
            guard let text = reader.decode(String.self, forKey: key) else { return nil }
            switch TripProblem.date(text, field: "trip.\(key)") {
            case .success(let date): return date
            case .failure(let problem):
                diagnostics.emit(problem.diagnostic(at: reader.pair(key).map { reader.location(of: $0.value) }))
                return nil
            }
        }
        let start = date("start")
        let end = date("end")
        if let start, let end, end < start {
            diagnostics.emit(TripProblem.endBeforeStart(end, start: start).diagnostic(at: reader.pair("end").map { reader.location(of: $0.value) }))
            return TripSettings(start: start)
        }
        if let start, let end, start.days(until: end) >= Itinerary.maximumDays {
            diagnostics.emit(TripProblem.tripTooLong(end, start: start).diagnostic(at: reader.pair("end").map { reader.location(of: $0.value) }))
            return TripSettings(start: start)
        }
        return TripSettings(start: start, end: end)
    }
}

import Diagnostics
import Escaping
import Foundation
import RoadbookContent
import RoadbookEditing

/// The new place form's action under `serve`: `{"action": "addPlace", "name": …, "city": …, "latitude": "41.9",
/// "longitude": "12.49", "link": …}`. It writes the place through the code of `roadbook new location`: the numbers
/// are read by the rule of `--lat` and `--lon` (``DecimalText/number(_:)``), and ``PlaceFileWriter``
/// validates the place with the loader's rules and creates `content/locations/<slug>.md`, never overwriting one.
///
/// The answer is `{"ok": true, "path": "content/locations/…md"}`, or `{"ok": false, "error": …, "diagnostics": […]}`
/// with the lines the CLI prints for the same place; nothing is written then.
struct ServePlaceAction: Decodable, Sendable {
    /// The action's name.
    static let name = "addPlace"

    let name: String?
    let city: String?
    let latitude: String?
    let longitude: String?
    let link: String?

    /// Whether `body` is this action (and not a todo's).
    static func isPlaceAction(_ body: Data) -> Bool {
        struct Named: Decodable { let action: String? }
        return (try? JSONDecoder().decode(Named.self, from: body))?.action == name
    }

    /// The status and JSON answer to the form's `body`, for the site at `root`.
    static func perform(_ body: Data, root: URL) -> (status: Int, json: Data) {
        guard let action = try? JSONDecoder().decode(ServePlaceAction.self, from: body) else {
            return refusal(error: "error: the place is not a JSON object of texts", diagnostics: [])
        }
        do throws(DiagnosticList) {
            let created = try PlaceFileWriter(root: root).create(try action.newPlace())
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("ok")
            writer.bool(true)
            writer.key("path")
            writer.string(created.path)
            writer.endObject()
            return (200, Data(writer.text.utf8))
        } catch {
            let lines = error.diagnostics.filter { $0.severity == .error }.map { DiagnosticFormatter().format($0) }
            return refusal(error: lines.first ?? "error: the place was refused", diagnostics: lines)
        }
    }

    /// The place the form describes; throws, for every coordinate that is not a number, what the CLI says of it.
    func newPlace() throws(DiagnosticList) -> NewPlace {
        var problems: [Diagnostic] = []
        func number(_ text: String?, _ field: String) -> Double? {
            let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                problems.append(.error("missing \(field)", at: nil))
                return nil
            }
            guard let value = DecimalText.number(trimmed) else {
                problems.append(.error("\(field) takes a number, not '\(ControlCharacters.visible(trimmed))'", at: nil))
                return nil
            }
            return value
        }
        let latitude = number(self.latitude, "latitude")
        let longitude = number(self.longitude, "longitude")
        guard problems.isEmpty, let latitude, let longitude else { throw DiagnosticList(problems) }
        let link = link?.trimmingCharacters(in: .whitespaces)
        return NewPlace(
            name: name ?? "", cityName: city ?? "", latitude: latitude, longitude: longitude,
            link: link?.isEmpty == false ? link : nil)
    }

    /// `{"diagnostics": [...], "error": ..., "ok": false}` with status 422, keys sorted.
    private static func refusal(error: String, diagnostics: [String]) -> (status: Int, json: Data) {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("diagnostics")
        writer.array(of: diagnostics)
        writer.key("error")
        writer.string(error)
        writer.key("ok")
        writer.bool(false)
        writer.endObject()
        return (422, Data(writer.text.utf8))
    }
}

import Diagnostics
import Mustache

/// Test helpers: render a template from memory, or get the diagnostics it fails with.
enum Render {
    static func text(
        _ template: String, _ context: MustacheValue = .dictionary([:]), partials: [String: String] = [:], strict: Bool = false
    ) throws -> String {
        let repository = TemplateRepository(loader: DictionaryTemplateLoader(partials), strict: strict)
        return try repository.render(source: TemplateSource(text: template, path: "t.mustache"), with: context)
    }

    /// The diagnostics as `path:line:column: error: message` lines; empty when rendering succeeds.
    static func problems(
        _ template: String, _ context: MustacheValue = .dictionary([:]), partials: [String: String] = [:], strict: Bool = true
    ) -> [String] {
        do {
            _ = try text(template, context, partials: partials, strict: strict)
            return []
        } catch let list as DiagnosticList {
            return list.diagnostics.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }
}

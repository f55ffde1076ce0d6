/// Finds templates by name: the top template, partials (`{{> name}}`) and parents (`{{< name}}`).
public protocol TemplateLoader: Sendable {
    /// The template called `name`, or `nil` when there is none; throws when it exists but cannot be read.
    func source(named name: String) throws -> TemplateSource?
}

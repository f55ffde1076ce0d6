import Mustache

/// A view model whose fields are one table per type (``TemplateFields``): its template reads each field when it asks
/// for it, and nothing is built for the fields it does not ask for.
package protocol TemplateModel: MustacheRepresentable {
    /// The fields, as the templates name them.
    static var fields: TemplateFields<Self> { get }
}

extension TemplateModel {
    /// The view model as an object that reads its fields when a template asks for them.
    package var mustacheValue: MustacheValue { .object(ModelContext(self)) }
}

/// A view model handed to a template: each name asked is read from the model through its type's table.
final class ModelContext<Model: TemplateModel>: MustacheObject {
    private let model: Model

    init(_ model: Model) { self.model = model }

    func value(forKey key: String) -> MustacheValue? { Model.fields.value(of: model, forKey: key) }

    var keys: [String] { Model.fields.keys }
}

import Mustache

/// A view model whose fields are one table per type (``TemplateFields``): its template reads each field when it asks
/// for it, and nothing is built for the fields it does not ask for.
package protocol TemplateModel: MustacheRepresentable {
    /// The fields, as the templates name them.
    static var fields: TemplateFields<Self> { get }
    /// A part whose fields the model has too, asked for a name the model's own table has not: a page's frame, a day's
    /// place card. No part by default.
    var includedPart: (any TemplateModel)? { get }
}

extension TemplateModel {
    /// No part.
    package var includedPart: (any TemplateModel)? { nil }

    /// The view model as an object that reads its fields when a template asks for them.
    package var mustacheValue: MustacheValue { .object(context) }

    /// The view model handed to a template.
    var context: any MustacheObject { ModelContext(self) }
}

/// A view model handed to a template: each name asked is read from the model through its type's table, or from its
/// included part's.
final class ModelContext<Model: TemplateModel>: MustacheObject {
    /// The view model.
    let model: Model
    /// ``TemplateFields/names`` and ``TemplateFields/readers`` of `Model`, taken once: neither type names `Model`,
    /// so this unspecialised generic class looks names up with code compiled for them.
    private let names: FieldNames
    private let readers: [TemplateField<Model>.Reader]
    /// The included part's context (``TemplateModel/includedPart``).
    private let included: (any MustacheObject)?

    init(_ model: Model) {
        self.model = model
        let fields = Model.fields
        (names, readers) = (fields.names, fields.readers)
        included = model.includedPart?.context
    }

    func value(forKey key: String) -> MustacheValue? {
        if let position = names.position(of: key) { return readers[position](self) }
        return included?.value(forKey: key)
    }

    var keys: [String] { Model.fields.keys + (included?.keys ?? []) }
}

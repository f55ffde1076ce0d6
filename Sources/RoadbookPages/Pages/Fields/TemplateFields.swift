import Mustache

/// The fields of a view model type as its templates name them, each with how it is read from a model: one table per
/// type, made once.
///
/// A field is written twice — its property, and its name here beside how to read it — as a `Codable` type's property
/// and its `CodingKeys` case are: Swift gives a property's name to running code only through reflection (`Mirror`)
/// or a synthesised `Encodable`, both many times slower, or through a macro, which needs the swift-syntax package.
/// The table answers one name at a time (``TemplateModel``), so rendering a page builds no dictionary of its fields.
package struct TemplateFields<Model>: Sendable {
    /// How each field is read, by name.
    private let readers: [String: @Sendable (Model) -> MustacheValue]
    /// Every name, sorted.
    let keys: [String]

    /// The table of `fields`; two fields of one name are a programming error (it stops).
    init(_ fields: [TemplateField<Model>]) {
        readers = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.read) })
        keys = readers.keys.sorted()
    }

    /// The field `key` of `model`; `nil` when the type has no field of that name.
    func value(of model: Model, forKey key: String) -> MustacheValue? {
        readers[key].map { $0(model) }
    }
}

/// One entry of ``TemplateFields``: a name, and how to read its value from the model.
package struct TemplateField<Model>: Sendable {
    /// The name templates use (`cityName`).
    let key: String
    /// The value of the field in a model.
    let read: @Sendable (Model) -> MustacheValue

    /// The field `key`, read by `value`: a property (`\.name`) or a value worked out from the model
    /// (`{ !$0.images.isEmpty }`).
    static func field<Value: MustacheRepresentable>(_ key: String, _ value: @escaping @Sendable (Model) -> Value) -> TemplateField {
        TemplateField(key: key) { value($0).mustacheValue }
    }

    /// Every field of the part of the model at `part`, under the part's own names (a day's place has its card's).
    static func fields<Part: TemplateModel>(of part: KeyPath<Model, Part> & Sendable) -> [TemplateField] {
        Part.fields.keys.map { key in
            TemplateField(key: key) { Part.fields.value(of: $0[keyPath: part], forKey: key) ?? .null }
        }
    }
}

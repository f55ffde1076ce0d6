import Mustache

/// The fields of a view model type as its templates name them, each with how it is read from a model: one table per
/// type, made once.
///
/// A field is written twice — its property, and its name here beside how to read it — as a `Codable` type's property
/// and its `CodingKeys` case are: Swift gives a property's name to running code only through reflection (`Mirror`)
/// or a synthesised `Encodable`, both many times slower, or through a macro, which needs the swift-syntax package.
/// The table answers one name at a time (``TemplateModel``), so rendering a page builds no dictionary of its fields.
package struct TemplateFields<Model: TemplateModel>: Sendable {
    /// How each field is read, by name.
    let readers: [String: TemplateField<Model>.Reader]
    /// Every name, sorted.
    let keys: [String]

    /// The table of `fields`; two fields of one name are a programming error (it stops).
    init(_ fields: [TemplateField<Model>]) {
        readers = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.read) })
        keys = readers.keys.sorted()
    }
}

/// One entry of ``TemplateFields``: a name, and how to read its value from the model.
package struct TemplateField<Model: TemplateModel>: Sendable {
    /// Reads a field from a ``ModelContext`` of `Model`. Its type does not name `Model`, so that the table's lookup,
    /// run by the context's unspecialised generic code, is the dictionary code specialised for these types: with a
    /// generic reader type, each lookup instantiated the reader's type metadata (1,700 instructions a name asked).
    typealias Reader = @Sendable (AnyObject) -> MustacheValue

    /// The name templates use (`cityName`).
    let key: String
    /// The value of the field in a context.
    let read: Reader

    /// The field `key`, read by `value`: a property (`\.name`) or a value worked out from the model
    /// (`{ !$0.images.isEmpty }`).
    static func field<Value: MustacheRepresentable>(_ key: String, _ value: @escaping @Sendable (Model) -> Value) -> TemplateField {
        // Unchecked: a table's readers are called by ``ModelContext/value(forKey:)`` of the same `Model` only, with
        // itself.
        TemplateField(key: key) { value(unsafeDowncast($0, to: ModelContext<Model>.self).model).mustacheValue }
    }
}

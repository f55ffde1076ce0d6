import Mustache

/// The fields of a view model type as its templates name them, each with how it is read from a model: one table per
/// type, made once.
///
/// A field is written twice — its property, and its name here beside how to read it — as a `Codable` type's property
/// and its `CodingKeys` case are: Swift gives a property's name to running code only through reflection (`Mirror`)
/// or a synthesised `Encodable`, both many times slower, or through a macro, which needs the swift-syntax package.
/// The table answers one name at a time (``TemplateModel``), so rendering a page builds no dictionary of its fields.
package struct TemplateFields<Model: TemplateModel>: Sendable {
    /// The names, in the order of ``readers``.
    let names: FieldNames
    /// How each field is read, in the order of ``names``.
    let readers: [TemplateField<Model>.Reader]
    /// Every name, sorted.
    let keys: [String]

    /// The table of `fields`; two fields of one name are a programming error (it stops).
    init(_ fields: [TemplateField<Model>]) {
        names = FieldNames(fields.map(\.key))
        readers = fields.map(\.read)
        keys = fields.map(\.key).sorted()
    }
}

/// The names of one table, found by a hash of their bytes that costs a few instructions a byte (FNV-1a), where a
/// `Dictionary`'s SipHash cost some 350 instructions a name asked (callgrind; a page asks a few hundred).
struct FieldNames: Sendable {
    private let names: [String]
    /// Open addressing: each slot holds a name's position plus one, or 0; a power of two, at least twice the names.
    private let slots: [Int]

    /// Indexes `names`; two alike are a programming error (it stops).
    init(_ names: [String]) {
        precondition(Set(names).count == names.count, "two fields of one name in \(names.sorted())")
        var size = 4
        while size < names.count * 2 { size *= 2 }
        var slots = [Int](repeating: 0, count: size)
        for (position, name) in names.enumerated() {
            var slot = Self.hash(name) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = position + 1
        }
        self.names = names
        self.slots = slots
    }

    /// The position of `name`; `nil` when the table has no such name.
    func position(of name: String) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] != 0 {
            if names[slots[slot] - 1] == name { return slots[slot] - 1 }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a over the UTF-8 bytes, its high half (the low bits of FNV-1a mix poorly). Over the bytes in one buffer:
    /// through the `utf8` view's iterator it cost 235 instructions a name.
    private static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 14_695_981_039_346_656_037
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
            return Int(truncatingIfNeeded: hash >> 32)
        }
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

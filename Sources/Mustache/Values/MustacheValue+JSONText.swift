import Escaping

extension MustacheValue {
    /// The value as JSON text that ``init(json:path:)`` reads back as the same value.
    ///
    /// Stable, so two dumps can be compared with `diff`: object keys sorted, one member or element per line,
    /// two spaces per level, no final newline. `null`, `true`, `false` as they are; an ``int(_:)`` in digits and a
    /// ``double(_:)`` in its shortest exact form (`1.21`, `2.0`, `1e-07`), so each reads back as the same case; a
    /// double that JSON cannot write (infinity, not a number) is `null`. Strings are escaped by `QuotedText.json`.
    public var jsonText: String {
        var writer = JSONWriter(layout: .indented)
        write(to: &writer)
        return writer.text
    }

    /// Writes the value at the writer's current depth, object keys sorted.
    private func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .int(let number): writer.number(number)
        case .double(let number): writer.number(number)
        case .string(let string): writer.string(string)
        case .list(let items):
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .dictionary(let members):
            writer.beginObject()
            for member in members.sorted(by: { $0.key < $1.key }) {
                writer.key(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        case .object(let object):
            writer.beginObject()
            for key in object.keys.sorted() {
                writer.key(key)
                (object.value(forKey: key) ?? .null).write(to: &writer)
            }
            writer.endObject()
        }
    }
}

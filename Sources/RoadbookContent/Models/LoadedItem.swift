/// A loaded value and the file it comes from: a place (``PlaceRecord``) or a todo (``TodoRecord``) as
/// `roadbook generate` hands it to the pages, its fields read through to the value (`item.name`).
@dynamicMemberLookup
package struct LoadedItem<Value: Sendable>: Sendable {
    /// The value as loaded.
    package let value: Value
    /// Where it comes from; `nil` for a value that was not read from a file.
    package let source: ItemSource?

    /// `value`, read from `source`.
    package init(_ value: Value, source: ItemSource?) {
        self.value = value
        self.source = source
    }

    /// The field of the value at `field`.
    package subscript<Field>(dynamicMember field: KeyPath<Value, Field>) -> Field {
        value[keyPath: field]
    }
}

extension LoadedItem: PlaceRecord where Value == Place {}

extension LoadedItem: TodoRecord where Value == ItemModel {}

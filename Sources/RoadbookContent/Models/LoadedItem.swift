/// A loaded value and the file it comes from: a place (``PlaceRecord``) or a todo (``TodoRecord``) as
/// `roadbook generate` hands it to the pages, its fields read through to the value (`item.name`).
///
/// A class: the pages read it as `any PlaceRecord` many times a page (cards, pins, neighbours), and an existential
/// of a value this large is a boxed copy of all its fields each time, an existential of a reference one retain
/// (copying places was 2 % of a 10,000-place `generate`).
@dynamicMemberLookup
package final class LoadedItem<Value: Sendable>: Sendable {
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

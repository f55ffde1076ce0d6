import Observation

/// The fields that differ between the value an observable model holds (``PlaceModel``'s ``Place``, ``TodoModel``'s
/// ``ItemModel``) and the one replacing it: the readers of each such field are told, and no others, so a page that
/// read a place's name is built again when the name changes, not when the description does.
///
/// A model reads a field for a page as `access(keyPath:)` of ``key(_:in:)``, the value's key path behind the
/// model's stored value; the change tells the same key paths.
struct FieldChanges<Model: Observable, Value> {
    private let old: Value
    private let new: Value
    private let holder: KeyPath<Model, Value>
    private var beforeNotices: [(ObservationRegistrar, Model) -> Void] = []
    private var afterNotices: [(ObservationRegistrar, Model) -> Void] = []

    /// The changes from `old` to `new`, the value the model holds at `holder`; none until ``check(_:)``.
    init(from old: Value, to new: Value, in holder: KeyPath<Model, Value>) {
        self.old = old
        self.new = new
        self.holder = holder
    }

    /// The key path a model's readers of `field` are tracked by.
    static func key<Field>(_ field: KeyPath<Value, Field>, in holder: KeyPath<Model, Value>) -> KeyPath<Model, Field> {
        holder.appending(path: field)
    }

    /// Notes each of `fields` whose value differs.
    mutating func check<each Field: Equatable>(_ fields: repeat KeyPath<Value, each Field>) {
        repeat checkOne(each fields)
    }

    private mutating func checkOne<Field: Equatable>(_ field: KeyPath<Value, Field>) {
        guard old[keyPath: field] != new[keyPath: field] else { return }
        let key = Self.key(field, in: holder)
        beforeNotices.append { $0.willSet($1, keyPath: key) }
        afterNotices.append { $0.didSet($1, keyPath: key) }
    }

    /// Whether no field noted differs.
    var isEmpty: Bool { beforeNotices.isEmpty }

    /// Tells the readers of every field that differs that it changes, around `assign`, which stores the new value.
    func apply(to model: Model, registrar: ObservationRegistrar, assign: () -> Void) {
        for notice in beforeNotices { notice(registrar, model) }
        assign()
        for notice in afterNotices { notice(registrar, model) }
    }
}

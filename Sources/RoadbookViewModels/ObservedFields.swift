import Observation

/// The fields of the value an observable model holds (``PlaceModel``'s ``Place``, ``TodoModel``'s ``ItemModel``),
/// each observed on its own: a page that read a place's name is built again when the name changes, not when the
/// description does.
///
/// A field is observed as the model's key path to it (`\PlaceModel.place.name`), made once per field here rather
/// than at every read. A read of anything else of the value (a computed property the list leaves out) is observed
/// as the whole value, which changes whenever a listed field does; so the list must name every stored field of the
/// value (a test checks it against the value's `Mirror`), and may name a computed one that pages read apart (a
/// todo's `urlID`).
///
/// A job that reads many items (``BulkReads``) registers with the one ``bulk`` registrar of the model's type instead of
/// each model's: every model tells it of its changes too.
///
/// `@unchecked Sendable`: it is built once (a model's `static let`) and never changes; the key paths and closures it
/// holds are immutable and capture only key paths.
struct ObservedFields<Model: Observable, Value>: @unchecked Sendable {
    private struct Field {
        let differs: (Value, Value) -> Bool
        let willSet: (ObservationRegistrar, Model) -> Void
        let didSet: (ObservationRegistrar, Model) -> Void
    }

    private let holder: KeyPath<Model, Value>
    private let fields: [Field]
    private let keys: [AnyKeyPath: AnyKeyPath]
    /// The registrar of every model of the type at once, for the jobs that read in bulk.
    private let bulk = ObservationRegistrar()

    /// The fields at `paths` of the value the model stores at `holder`.
    init<each Part: Equatable>(of holder: KeyPath<Model, Value>, _ paths: repeat KeyPath<Value, each Part>) {
        var fields: [Field] = []
        var keys: [AnyKeyPath: AnyKeyPath] = [:]
        repeat Self.add(each paths, of: holder, to: &fields, keys: &keys)
        self.holder = holder
        self.fields = fields
        self.keys = keys
    }

    private static func add<Part: Equatable>(
        _ path: KeyPath<Value, Part>, of holder: KeyPath<Model, Value>, to fields: inout [Field], keys: inout [AnyKeyPath: AnyKeyPath]
    ) {
        let key = holder.appending(path: path)
        keys[path] = key
        fields.append(
            Field(
                differs: { $0[keyPath: path] != $1[keyPath: path] },
                willSet: { $0.willSet($1, keyPath: key) },
                didSet: { $0.didSet($1, keyPath: key) }))
    }

    /// How many fields are listed.
    var count: Int { fields.count }

    /// Records that `model`'s value was read at `path`, for the observation under way: with `model`'s `registrar`, or
    /// with ``bulk`` when the job reads in bulk.
    func access<Part>(_ path: KeyPath<Value, Part>, of model: Model, registrar own: ObservationRegistrar) {
        let registrar = BulkReads.isBulk ? bulk : own
        if let key = keys[path] as? KeyPath<Model, Part> {
            registrar.access(model, keyPath: key)
        } else {
            registrar.access(model, keyPath: holder)
        }
    }

    /// Replaces `model`'s value `old` by `new` through `assign`, telling the readers of each field that differs and
    /// of the whole value, of this model and in bulk; returns whether any field differs (when none does, nobody is
    /// told).
    func replace(_ old: Value, with new: Value, in model: Model, registrar: ObservationRegistrar, assign: () -> Void) -> Bool {
        let changed = fields.filter { $0.differs(old, new) }
        guard !changed.isEmpty else { return false }
        for told in [registrar, bulk] {
            told.willSet(model, keyPath: holder)
            for field in changed { field.willSet(told, model) }
        }
        assign()
        for told in [registrar, bulk] {
            for field in changed { field.didSet(told, model) }
            told.didSet(model, keyPath: holder)
        }
        return true
    }

}

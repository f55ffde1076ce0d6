import Observation

/// One value of the live site that pages read on its own (a place's part of the trip, one day), in an observable
/// box: a page that reads it is built again when it changes, and not when a value beside it does.
@Observable
package final class ObservedValue<Value: Equatable> {
    /// The value as last set.
    package private(set) var value: Value

    /// A box holding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Takes `new` when it differs (an assignment of the same value would tell the readers it changed).
    package func set(_ new: Value) {
        if new != value { value = new }
    }
}

import Observation
import RoadbookViewModels

/// One value of the live site that pages read on its own (a place's part of the trip, one day), in an observable
/// box: a page that reads it is built again when it changes, and not when a value beside it does. Boxes made with
/// one `group` (each place's part of the trip) also tell it of their changes: a job that reads in bulk
/// (``BulkReads``) registers with the group instead of with each box.
@Observable
package final class ObservedValue<Value: Equatable> {
    @ObservationIgnored private var stored: Value
    @ObservationIgnored private let group: ObservationRegistrar?

    /// A box holding `value`, in `group` if any.
    package init(_ value: Value, group: ObservationRegistrar? = nil) {
        stored = value
        self.group = group
    }

    /// The value as last set.
    package var value: Value {
        if let group, BulkReads.isBulk {
            group.access(self, keyPath: \.value)
        } else {
            access(keyPath: \.value)
        }
        return stored
    }

    /// Takes `new` when it differs (an assignment of the same value would tell the readers it changed); whether it
    /// did. With `tellingGroupLater`, the readers in bulk are not told now: the caller tells them with
    /// ``tellGroup()`` (they are lists and documents of every place, never a place's page, and cancelling their
    /// trackings is not free).
    @discardableResult
    package func set(_ new: Value, tellingGroupLater: Bool = false) -> Bool {
        guard new != stored else { return false }
        if !tellingGroupLater { group?.willSet(self, keyPath: \.value) }
        withMutation(keyPath: \.value) { stored = new }
        if !tellingGroupLater { group?.didSet(self, keyPath: \.value) }
        return true
    }

    /// Tells the readers in bulk of this box's group that a value of the group changed.
    package func tellGroup() {
        group?.willSet(self, keyPath: \.value)
        group?.didSet(self, keyPath: \.value)
    }
}

/// Where a place stands in the route: dated places first, by date, then time (a place without one after those
/// with one that day), then weight, then id; then the undated ones by weight (a place without one after every
/// place with one), then by id.
///
/// The one rule of the places' order, read by the build (``SiteContent/sortedForList(_:)``) and by
/// `roadbook new location --after`, which picks the weight that puts a new place where it is asked for.
package struct PlaceOrderKey: Comparable, Hashable, Sendable {
    /// The place's date, if it has one.
    package let date: CalendarDate?
    /// The place's time of day, if it has one.
    package let time: TimeOfDay?
    /// The place's `weight`, if it has one.
    package let weight: Int?
    /// The place's id (its file name without `.md`).
    package let id: String

    /// The key of a place with `weight` and `id` (and, when dated, `date` and `time`).
    package init(weight: Int?, id: String, date: CalendarDate? = nil, time: TimeOfDay? = nil) {
        self.date = date
        self.time = time
        self.weight = weight
        self.id = id
    }

    /// The key of `place`.
    package init(_ place: Place) {
        self.init(weight: place.weight, id: place.id, date: place.date, time: place.time)
    }

    /// Whether `a` comes before `b` in the route.
    package static func < (a: PlaceOrderKey, b: PlaceOrderKey) -> Bool {
        if let order = earlier(a.date, b.date) { return order }
        if let order = earlier(a.time, b.time) { return order }
        if let order = earlier(a.weight, b.weight) { return order }
        return a.id < b.id
    }

    /// Whether `a` comes first when they differ, a value before none; `nil` when they are equal.
    private static func earlier<Value: Comparable>(_ a: Value?, _ b: Value?) -> Bool? {
        switch (a, b) {
        case let (left?, right?) where left != right: left < right
        case (.some, nil): true
        case (nil, .some): false
        default: nil
        }
    }
}

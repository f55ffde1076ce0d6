/// Where a place stands in the route: by weight (a place without one after every place with one), then by id.
///
/// The one rule of the places' order, read by the build (``SiteContent/sortedForList(_:)``) and by
/// `roadbook new location --after`, which picks the weight that puts a new place where it is asked for.
package struct PlaceOrderKey: Comparable, Hashable, Sendable {
    /// The place's `weight`, if it has one.
    package let weight: Int?
    /// The place's id (its file name without `.md`).
    package let id: String

    /// The key of a place with `weight` and `id`.
    package init(weight: Int?, id: String) {
        self.weight = weight
        self.id = id
    }

    /// The key of `location`.
    package init(_ location: Place) {
        self.init(weight: location.weight, id: location.id)
    }

    /// Whether `a` comes before `b` in the route.
    package static func < (a: PlaceOrderKey, b: PlaceOrderKey) -> Bool {
        switch (a.weight, b.weight) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.id < b.id
        }
    }
}

import RoadbookContent

/// The weights that put a new place at a given position in the route, changing as few other places as possible.
///
/// The route is the places in ``PlaceOrderKey`` order. The new place gets a weight (or none) that sorts it
/// between its neighbours; when no weight does, the fewest places around it get new weights too. A place whose
/// weight is kept keeps its file untouched.
package struct PlaceOrderPlan: Equatable, Sendable {
    /// A place that gets a new weight.
    package struct Renumbering: Equatable, Sendable {
        /// The place's id.
        package let id: String
        /// Its weight before, if it had one.
        package let oldWeight: Int?
        /// Its new weight.
        package let newWeight: Int
    }

    /// The new place's weight; `nil` when it sorts rightly without one (by its id among places without weights).
    package let weight: Int?
    /// The other places that get a new weight, in route order; empty when none has to.
    package let renumbered: [Renumbering]

    /// The step between the weights given where there is room: after the last place, `10` more than its weight.
    static let step = 10

    /// The plan that inserts the place `id` at `position` of `route` (the keys of the places, sorted; `position`
    /// 0 is before the first, `route.count` after the last).
    package init(inserting id: String, at position: Int, into route: [PlaceOrderKey]) {
        precondition((0...route.count).contains(position), "position out of the route")
        let window = Self.smallestWindow(newID: id, position: position, route: route)
        let changedIDs = (window.lower + 1..<window.upper).map { index in index == position ? id : route[Self.routeIndex(index, position)].id }
        let lower = window.lower >= 0 ? route[window.lower] : nil
        let upper = window.upper <= route.count ? route[window.upper - 1] : nil
        let weights = Self.weights(for: changedIDs, above: lower, below: upper)
        var renumbered: [Renumbering] = []
        var newWeight: Int?
        for (offset, index) in (window.lower + 1..<window.upper).enumerated() {
            if index == position {
                newWeight = weights[offset]
            } else if let weight = weights[offset], case let place = route[Self.routeIndex(index, position)],
                weight != place.weight
            {
                renumbered.append(Renumbering(id: place.id, oldWeight: place.weight, newWeight: weight))
            }
        }
        self.weight = newWeight
        self.renumbered = renumbered
    }

    /// The index in the route of the element at `index` of the route with the new place inserted at `position`.
    private static func routeIndex(_ index: Int, _ position: Int) -> Int {
        index < position ? index : index - 1
    }

    /// The window `lower < position < upper` of the route with the new place at `position` (indices into that
    /// sequence; `-1` and `count + 1` stand for its two ends) whose inside alone gets new weights: the one with
    /// the fewest places inside, keeping the places before the new one where two windows are as small.
    private static func smallestWindow(newID: String, position: Int, route: [PlaceOrderKey]) -> (lower: Int, upper: Int) {
        let count = route.count + 1  // with the new place
        func key(_ index: Int) -> PlaceOrderKey { route[routeIndex(index, position)] }
        func id(_ index: Int) -> String { index == position ? newID : key(index).id }
        var best: (lower: Int, upper: Int)?
        // The most places worth renumbering: giving every place before the new one a weight always works.
        var limit = position
        var lower = position - 1
        while lower >= 0, position - 1 - lower <= limit {
            var current = key(lower)
            var upper = lower + 1
            while true {
                if upper == count || (upper > position && current < key(upper)) {
                    best = (lower, upper)
                    limit = upper - lower - 3
                    break
                }
                // Renumbering the place at `upper` too makes the window at least this large.
                guard upper - lower - 1 <= limit, let next = smallestKey(after: current, id: id(upper)) else { break }
                current = next
                upper += 1
            }
            lower -= 1
        }
        return best ?? (-1, position + 1)
    }

    /// The smallest key above `key` that a place with `id` can have, if any: the same weight when the id sorts
    /// after, else the next weight; after a place without a weight, no weight, if the id sorts after.
    static func smallestKey(after key: PlaceOrderKey, id: String) -> PlaceOrderKey? {
        guard let weight = key.weight else { return id > key.id ? PlaceOrderKey(weight: nil, id: id) : nil }
        if id > key.id { return PlaceOrderKey(weight: weight, id: id) }
        return weight == Int.max ? nil : PlaceOrderKey(weight: weight + 1, id: id)
    }

    /// The weights of the places `ids` (in route order) that sort them after `lower` and before `upper` (`nil`:
    /// the route's ends): evenly spread whole numbers strictly between the two weights where there is room, else
    /// the smallest that work (equal weights ordered by id).
    private static func weights(for ids: [String], above lower: PlaceOrderKey?, below upper: PlaceOrderKey?) -> [Int?] {
        let count = ids.count
        if let lower, lower.weight == nil { return Array(repeating: nil, count: count) }
        let low = lower?.weight
        let high = upper?.weight
        switch (low, high) {
        case let (low?, high?):
            let (gap, overflow) = high.subtractingReportingOverflow(low)
            if !overflow, gap > count { return (1...count).map { low + gap / (count + 1) * $0 } }
            return smallestWeights(for: ids, above: lower!)
        case let (low?, nil):
            guard low <= Int.max - step * count else { return smallestWeights(for: ids, above: lower!) }
            return (1...count).map { low + step * $0 }
        case let (nil, high?):
            if high > count { return (1...count).map { high / (count + 1) * $0 } }
            guard high >= Int.min + step * (count + 1) else { return (1...count).map { _ in nil } }
            return (1...count).map { high - step * (count + 1 - $0) }
        case (nil, nil):
            return (1...count).map { step * $0 }
        }
    }

    /// The smallest weights after `lower` that keep `ids` in order (equal weights where the ids sort rightly).
    private static func smallestWeights(for ids: [String], above lower: PlaceOrderKey) -> [Int?] {
        var current = lower
        return ids.map { id in
            current = smallestKey(after: current, id: id) ?? current
            return current.weight
        }
    }
}

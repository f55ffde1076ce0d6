import RoadbookContent
import Testing

@testable import RoadbookEditing

/// ``PlaceOrderPlan``: the new place's weight and the fewest renumbered places, checked against the order the
/// build uses (``PlaceOrderKey``) on every case.
@Suite struct PlaceOrderPlanTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let route: [(String, Int?)]
        let after: String
        let newID: String
        let weight: Int?
        let renumbered: [String: Int]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "room between the neighbours", route: [("a", 10), ("b", 20)], after: "a", newID: "x", weight: 15,
            renumbered: [:]),
        Case(
            testDescription: "after the last place", route: [("a", 10), ("b", 20)], after: "b", newID: "c", weight: 30,
            renumbered: [:]),
        Case(
            testDescription: "after the last weighted place, before the unweighted ones", route: [("a", 10), ("b", nil)],
            after: "a", newID: "z", weight: 20, renumbered: [:]),
        Case(
            testDescription: "unweighted places, the id sorts between", route: [("a", nil), ("c", nil)], after: "a",
            newID: "b", weight: nil, renumbered: [:]),
        Case(
            testDescription: "unweighted places, the id sorts elsewhere: the places up to the new one get weights",
            route: [("a", nil), ("b", nil), ("c", nil)], after: "b", newID: "z", weight: 30, renumbered: ["a": 10, "b": 20]),
        Case(
            testDescription: "after the last unweighted place, the id sorts before it",
            route: [("m", 5), ("a", nil), ("b", nil)], after: "b", newID: "a0", weight: 35, renumbered: ["a": 15, "b": 25]),
        Case(
            testDescription: "a gap of 1 that the ids order: an equal weight, nothing renumbered",
            route: [("a", 10), ("c", 11)], after: "a", newID: "b", weight: 10, renumbered: [:]),
        Case(
            testDescription: "a gap of 1 the ids do not order: the next place is renumbered",
            route: [("zeta", 1), ("alpha", 2), ("gamma", 12)], after: "zeta", newID: "mid", weight: 4,
            renumbered: ["alpha": 7]),
        Case(
            testDescription: "equal weights after: renumbering the place before costs one file, the two after two",
            route: [("d", 10), ("b", 11), ("c", 11), ("a", 30)], after: "d", newID: "ca", weight: 6, renumbered: ["d": 3]),
    ]

    @Test(arguments: cases) func placesTheNewPlaceWithTheFewestChanges(_ testCase: Case) throws {
        let route = testCase.route.map { PlaceOrderKey(weight: $0.1, id: $0.0) }
        let position = try #require(route.firstIndex { $0.id == testCase.after }) + 1
        let plan = PlaceOrderPlan(inserting: testCase.newID, at: position, into: route)
        #expect(plan.weight == testCase.weight)
        #expect(Dictionary(uniqueKeysWithValues: plan.renumbered.map { ($0.id, $0.newWeight) }) == testCase.renumbered)
        try expectOrder(plan, route, position, testCase.newID)
    }

    /// After the plan, the build's order is the old route with the new place at `position`.
    private func expectOrder(_ plan: PlaceOrderPlan, _ route: [PlaceOrderKey], _ position: Int, _ id: String) throws {
        let weights = Dictionary(uniqueKeysWithValues: plan.renumbered.map { ($0.id, $0.newWeight) })
        var planned = route.map { PlaceOrderKey(weight: weights[$0.id] ?? $0.weight, id: $0.id) }
        planned.append(PlaceOrderKey(weight: plan.weight, id: id))
        var expected = route.map(\.id)
        expected.insert(id, at: position)
        #expect(planned.sorted().map(\.id) == expected)
        for change in plan.renumbered { #expect(change.oldWeight == route.first { $0.id == change.id }?.weight) }
    }

    /// Every insertion into many small routes (weights with gaps of 0 to 2, some places without) ends in the
    /// asked-for order, and renumbers nothing when some weight (or none) fits.
    @Test func everyInsertionIntoSmallRoutesKeepsTheOrder() throws {
        var generator = SystemRandomNumberGenerator()
        let letters = "abcdefgh".map(String.init)
        for _ in 0..<400 {
            var weight = Int.random(in: -2...2, using: &generator)
            var keys: [PlaceOrderKey] = []
            for id in letters.shuffled(using: &generator).prefix(Int.random(in: 1...6, using: &generator)) {
                weight += Int.random(in: 0...2, using: &generator)
                keys.append(PlaceOrderKey(weight: Bool.random(using: &generator) && keys.count > 2 ? nil : weight, id: id))
            }
            let route = keys.sorted()
            let newID = ["a0", "c5", "zz", "0"].randomElement(using: &generator)!
            for position in 1...route.count {
                let plan = PlaceOrderPlan(inserting: newID, at: position, into: route)
                try expectOrder(plan, route, position, newID)
                let fitsAsIs = Self.someKeyFits(newID, between: route[position - 1], and: position < route.count ? route[position] : nil)
                #expect(fitsAsIs == plan.renumbered.isEmpty, "\(route) at \(position)")
            }
        }
    }

    /// Whether a weight (or none) sorts `id` between `lower` and `upper` (`nil`: the end).
    private static func someKeyFits(_ id: String, between lower: PlaceOrderKey, and upper: PlaceOrderKey?) -> Bool {
        let low = lower.weight ?? 0
        let high = upper?.weight ?? (low + 2)
        let candidates = [PlaceOrderKey(weight: nil, id: id)] + (min(low, high) - 1...max(low, high) + 1).map { PlaceOrderKey(weight: $0, id: id) }
        return candidates.contains { candidate in lower < candidate && (upper.map { candidate < $0 } ?? true) }
    }
}

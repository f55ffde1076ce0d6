import Testing

@testable import RoadbookPages

/// ``FieldNames`` finds each name of a table at its position and no other name, however the hashes collide.
@Suite struct FieldNamesTests {
    @Test(arguments: [0, 1, 3, 4, 29, 200])
    func everyNameIsFoundAtItsPositionAndNoOther(count: Int) {
        let names = (0..<count).map { "field\($0)" } + (count > 1 ? ["", "deviceTicksScriptURL", "ü"] : [])
        let index = FieldNames(names)
        for (position, name) in names.enumerated() { #expect(index.position(of: name) == position, "\(name)") }
        for other in ["field\(count + 1)", "Field0", "field0 ", "deviceTicksScriptUR", "u"] {
            #expect(index.position(of: other) == nil, "\(other)")
        }
    }
}

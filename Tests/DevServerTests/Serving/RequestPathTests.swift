import Testing

@testable import DevServer

@Suite struct RequestPathTests {
    @Test func decodesPercentEscapesAndSplitsSegments() throws {
        let path = try RequestPath.parse("/locations/caf%C3%A9%20de%20flore/")
        #expect(path.segments == ["locations", "café de flore"])
        #expect(path.hasTrailingSlash)
        #expect(path.relativePath == "locations/café de flore")
    }

    @Test func dropsEmptyAndDotSegmentsAndTheQuery() throws {
        let path = try RequestPath.parse("/a//b/./c.html?x=1/..")
        #expect(path.segments == ["a", "b", "c.html"])
        #expect(!path.hasTrailingSlash)
    }

    @Test(arguments: [
        "/../secret", "/a/../../secret", "/%2e%2e/secret", "/a/%2E%2E/secret", "/a%2f..%2fsecret", "/..", "/%2e%2e",
    ])
    func refusesParentSegments(_ raw: String) {
        #expect(throws: RequestPath.Refusal.escapesRoot) { try RequestPath.parse(raw) }
    }

    @Test(arguments: ["relative", "/a%zz", "/a%4", "/nul%00byte", "/bad%ff%fe"])
    func refusesMalformedPaths(_ raw: String) {
        #expect(throws: RequestPath.Refusal.malformed) { try RequestPath.parse(raw) }
    }

    @Test func reencodesForALocationHeaderWithoutAHost() throws {
        #expect(try RequestPath.parse("//evil.example/x").encoded(trailingSlash: true) == "/evil.example/x/")
        #expect(try RequestPath.parse("/caf%C3%A9%20x").encoded(trailingSlash: true) == "/caf%C3%A9%20x/")
        #expect(try RequestPath.parse("/").encoded(trailingSlash: true) == "/")
    }
}

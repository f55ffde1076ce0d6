import Testing

@testable import DevServer

@Suite struct RequestPathTests {
    @Test func decodesPercentEscapesAndSplitsSegments() throws {
        let path = try RequestPath.parse("/locations/caf%C3%A9%20de%20flore/")
        #expect(path.names == ["locations", "café de flore"])
        #expect(path.segments[1] == Array("café de flore".utf8))
        #expect(path.hasTrailingSlash)
    }

    @Test func dropsEmptyAndDotSegmentsAndTheQuery() throws {
        let path = try RequestPath.parse("/a//b/./c.html?x=1/..")
        #expect(path.names == ["a", "b", "c.html"])
        #expect(!path.hasTrailingSlash)
    }

    @Test(arguments: [
        "/../secret", "/a/../../secret", "/%2e%2e/secret", "/a/%2E%2E/secret", "/a%2f..%2fsecret", "/..", "/%2e%2e",
    ])
    func refusesParentSegments(_ raw: String) {
        #expect(throws: RequestPath.Refusal.escapesRoot) { try RequestPath.parse(raw) }
    }

    @Test(arguments: [
        "relative", "/a%zz", "/a%4", "/a%", "/nul%00byte", "/%00/../x", "/bad%ff%fe", "/overlong%C0%AE%C0%AE/x",
        "/surrogate%ED%A0%80", "/cut%E2%82",
    ])
    func refusesMalformedPaths(_ raw: String) {
        #expect(throws: RequestPath.Refusal.malformed) { try RequestPath.parse(raw) }
    }

    @Test func keepsTheBytesTheClientSentWithoutNormalizing() throws {
        // "é" composed (U+00E9) and decomposed (e + U+0301) are different names on disk, so different segments.
        let composed = try RequestPath.parse("/caf%C3%A9")
        let decomposed = try RequestPath.parse("/cafe%CC%81")
        #expect(composed.segments == [[0x63, 0x61, 0x66, 0xC3, 0xA9]])
        #expect(decomposed.segments == [[0x63, 0x61, 0x66, 0x65, 0xCC, 0x81]])
        #expect(composed != decomposed)
    }

    @Test func decodesOnceOnly() throws {
        // %252e is an escaped "%2e", which names a file called "%2e", not "."
        #expect(try RequestPath.parse("/%252e%252e/x").names == ["%2e%2e", "x"])
        #expect(try RequestPath.parse("/a+b").names == ["a+b"])
    }

    @Test func reencodesForALocationHeaderWithoutAHost() throws {
        #expect(try RequestPath.parse("//evil.example/x").encoded(trailingSlash: true) == "/evil.example/x/")
        #expect(try RequestPath.parse("/caf%C3%A9%20x").encoded(trailingSlash: true) == "/caf%C3%A9%20x/")
        #expect(try RequestPath.parse("/").encoded(trailingSlash: true) == "/")
    }

    @Test func aBasePathIsTakenOffTheFront() throws {
        let base = try RequestPath.parse("/ozbekiston/")
        #expect(try RequestPath.parse("/ozbekiston/theme.css").removingPrefix(base).names == ["theme.css"])
        #expect(try RequestPath.parse("/ozbekiston/theme.css").removingPrefix(base).hasTrailingSlash == false)
        #expect(try RequestPath.parse("/ozbekiston").removingPrefix(base) == RequestPath.parse("/"))
        #expect(try RequestPath.parse("/other/ozbekiston/").removingPrefix(base).names == ["other", "ozbekiston"])
        #expect(try RequestPath.parse("/a/").removingPrefix(RequestPath.parse("/")).names == ["a"])
    }
}

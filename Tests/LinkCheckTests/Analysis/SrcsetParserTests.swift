import Testing
@testable import LinkCheck

@Suite struct SrcsetParserTests {
    struct Case: CustomStringConvertible, Sendable {
        let srcset: String
        let urls: [String]
        var description: String { "'\(srcset)'" }
    }

    @Test(arguments: [
        Case(srcset: "a.png", urls: ["a.png"]),
        Case(srcset: "a.png 1x, b.png 2x", urls: ["a.png", "b.png"]),
        Case(srcset: "a.png 1x,b.png 2x", urls: ["a.png", "b.png"]),
        Case(srcset: "a,b.png 1x, c,d.png 2x", urls: ["a,b.png", "c,d.png"]),
        Case(srcset: "a.png, b.png 2x", urls: ["a.png", "b.png"]),
        Case(srcset: "a.png,b.png 2x", urls: ["a.png,b.png"]),
        Case(srcset: "  \n a.png   300w ,\n b.png 600w  ", urls: ["a.png", "b.png"]),
        Case(srcset: "a.png (future, descriptor) 1x, b.png", urls: ["a.png", "b.png"]),
        Case(srcset: ",,, a.png,,", urls: ["a.png"]),
        Case(srcset: "   ", urls: []),
    ])
    func candidatesFollowTheHTMLAlgorithm(_ example: Case) {
        #expect(SrcsetParser.urls(in: example.srcset) == example.urls)
    }
}

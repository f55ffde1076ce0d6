import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent

/// Content files decoded as Foundation's `String(data:encoding: .utf8)` decodes them, which ``SourceText`` no longer
/// calls: the same text (a leading byte order mark dropped), nil for the same files, the first bad byte's position.
@Suite struct SourceTextTests {
    @Test func aByteOrderMarkIsDroppedAndOnlyAtTheStart() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("name: Café\n\u{FEFF}".utf8))
        let text = try SourceText.decode(data, path: "a.md").get()
        #expect(text == "name: Café\n\u{FEFF}")
        #expect(text == String(data: data, encoding: .utf8))
    }

    @Test func anInvalidByteIsAnErrorAtItsLineAndColumn() {
        let data = Data(Array("name: A\nnote: ok é".utf8) + [0xC0, 0x80] + Array("\n".utf8))
        guard case .failure(let diagnostic) = SourceText.decode(data, path: "b.md") else {
            Issue.record("an overlong form was taken as text")
            return
        }
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 11)
    }

    @Test func agreesWithFoundationOnRandomFiles() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("plain text, ".utf8), Array("ʻOʻzbekiston ".utf8), Array("日本 ".utf8), Array("😀".utf8), [0xEF, 0xBB, 0xBF],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF], Array("\n".utf8),
        ]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            let data = Data(bytes)
            let decoded = try? SourceText.decode(data, path: "c.md").get()
            #expect(decoded == String(data: data, encoding: .utf8), "\(bytes)")
        }
    }
}

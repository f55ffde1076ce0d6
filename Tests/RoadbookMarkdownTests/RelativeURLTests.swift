import Foundation
import Testing

@testable import RoadbookMarkdown

@Suite struct RelativeURLTests {
    /// The byte check that spares most paths Foundation's encoder lets through exactly what that encoder keeps.
    @Test func theFastPathAllowsExactlyWhatFoundationKeeps() {
        for byte in UInt8(0)..<128 {
            let text = String(UnicodeScalar(byte))
            let foundation = text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) == text
            #expect(RelativeURL.isAllowedInPath(byte) == foundation, "byte \(byte) '\(text)'")
        }
    }

    @Test func encodesWhatAPathMayNotHold() {
        #expect(RelativeURL.encoded("images/800/colosseum-1.webp") == "images/800/colosseum-1.webp")
        #expect(RelativeURL.encoded("images/café 1.png") == "images/caf%C3%A9%201.png")
        #expect(RelativeURL.encoded("a:b#c?d%") == "a%3Ab%23c%3Fd%25")
    }
}

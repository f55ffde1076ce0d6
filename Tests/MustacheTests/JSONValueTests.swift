import Diagnostics
import Foundation
import Mustache
import Testing

@Suite struct JSONValueTests {
    private func parse(_ text: String) throws -> MustacheValue {
        try MustacheValue(json: Data(text.utf8), path: "data.json")
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return (error as? DiagnosticList)?.diagnostics.first?.description
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        #expect(
            try parse(#" {"a": [1, -2.5, 1.21, 1e3, true, false, null], "s": "x\"\u00e9\ud83d\ude00\n"} "#)
                == .dictionary([
                    "a": .list([.int(1), .double(-2.5), .double(1.21), .double(1000), .bool(true), .bool(false), .null]),
                    "s": .string("x\"é😀\n"),
                ]))
        #expect(try parse("\"top\"") == .string("top"))
        #expect(try parse("42") == .int(42))
    }

    @Test func numbersRenderAsTheSpecExpects() throws {
        let value = try parse(#"{"a": 1.21, "b": 85, "c": 2.0, "d": 0.1, "e": 1e21, "f": 12345678901234567890}"#)
        #expect(try Render.text("{{a}} {{b}} {{c}} {{d}} {{e}} {{f}}", value) == "1.21 85 2 0.1 1e+21 1.2345678901234567e+19")
    }

    @Test func errorsNameLineAndColumn() {
        #expect(problem("{\n  \"a\": tru\n}") == "data.json:2:8: error: unexpected 't'; expected a JSON value")
        #expect(problem("[1,\n2") == "data.json:2:2: error: unexpected end of JSON in an array")
        #expect(problem("{\"a\" 1}") == "data.json:1:6: error: expected ':', not '1'")
        #expect(problem("\"abc") == "data.json:1:1: error: unclosed string")
        #expect(problem("[1] x") == "data.json:1:5: error: unexpected 'x' after the JSON value")
        #expect(problem("") == "data.json:1:1: error: unexpected end of JSON; expected a value")
        #expect(problem(String(repeating: "[", count: 1000)) == "data.json:1:513: error: JSON nests more than 512 levels deep")
    }
}

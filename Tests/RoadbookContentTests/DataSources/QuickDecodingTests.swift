import Foundation
import Testing
import YAML

@testable import RoadbookContent

/// The quick decoding of plain fields must give exactly what `YAMLDecoder` gives, or leave the field to it.
@Suite struct QuickDecodingTests {
    /// Texts that look like numbers or nearly: signs, zeros, points, exponents, separators, hex, overflow.
    static let numberLikeTexts = [
        "0", "-0", "+0", "7", "+7", "-7", "007", "-007", "633", "41.8902", "-12.4922", "-0.0", "+0.5", ".5", "5.", "-.5",
        "1e3", "1E3", "-1.5E+1", "2.5e-3", "1e400", "-1e-400", "1_000", "4_1.5", "1__2", "_", "0x1A", "-0x10", "0o17",
        "0b101", ".inf", "-.inf", "+.inf", ".nan", ".NaN", "inf", "nan", "-", "+", "--5", "+-5", "1.2.3", ".", "e", "1e",
        "e5", "1-2", "123456789012345678", "-123456789012345678", "1234567890123456789", "9223372036854775807",
        "-9223372036854775808", "9223372036854775808", "99999999999999999999", "0000000000000000000041",
        "-0000000000000000000000", "+000000000000000000007", "１２", "12a", " 12", "12 ", "", "~", "null", "true", "Yes",
        "٣", "1e+", "0.1e1_0",
    ]

    @Test(arguments: numberLikeTexts)
    func numbersAreReadAsTheDecoderReadsThem(text: String) {
        for style in [YAMLScalar.Style.plain, .doubleQuoted] {
            let scalar = YAMLScalar(value: text, style: style, span: YAMLSpan(start: .init(offset: 0, line: 1, column: 1), end: .init(offset: 0, line: 1, column: 1)))
            #expect(scalar.quickInteger == scalar.integerValue)
            #expect(Self.same(scalar.quickDouble, scalar.doubleValue))
        }
    }

    /// Each value of a small document, decoded quickly and by `YAMLDecoder`, as text, whole number, number,
    /// boolean and list of text.
    @Test func fieldsDecodeAsTheDecoderDecodesThem() throws {
        let yaml = """
            a: 12
            b: -0
            c: "12"
            d: 41.5
            e: yes
            f: No
            g: maybe
            h: [x, "y", 3, ~, '']
            i: [x, [y]]
            j: {k: v}
            k: 0x1F
            l: -1.5e2
            m: |
              block
            n: 1_000
            o: !!str 12
            """
        let root = try #require(try YAMLParser.parse(yaml, path: "t.yaml"))
        for pair in try #require(root.pairs) {
            let mapping = YAMLNode.mapping([pair], root.span)
            func decoded<T: Decodable>(_ type: T.Type) -> T? {
                try? YAMLDecoder().decode(SingleField<T>.self, from: mapping, path: "t.yaml").value
            }
            let node = pair.value
            if let quick = node.quicklyDecoded(as: String.self) { #expect(quick == decoded(String.self)) }
            if let quick = node.quicklyDecoded(as: Int.self) { #expect(quick == decoded(Int.self)) }
            if let quick = node.quicklyDecoded(as: Bool.self) { #expect(quick == decoded(Bool.self)) }
            if let quick = node.quicklyDecoded(as: [String].self) { #expect(quick == decoded([String].self)) }
            if let quick = node.quicklyDecoded(as: Double.self) { #expect(Self.same(quick, decoded(Double.self))) }
            // What the quick path leaves is what the decoder refuses (or a type it does not handle).
            if node.quicklyDecoded(as: Int.self) == nil { #expect(decoded(Int.self) == nil) }
            if node.quicklyDecoded(as: Double.self) == nil { #expect(decoded(Double.self) == nil) }
            if node.quicklyDecoded(as: Bool.self) == nil { #expect(decoded(Bool.self) == nil) }
        }
        #expect(root["b"]?.quicklyDecoded(as: Double.self)?.sign == .plus)  // `-0` is the whole number 0
        #expect(root["h"]?.quicklyDecoded(as: [String].self) == ["x", "y", "3", "~", ""])
        #expect(root["i"]?.quicklyDecoded(as: [String].self) == nil)
        #expect(root["a"]?.quicklyDecoded(as: Float.self) == nil)
    }

    /// Equal, including the sign of zero, or both NaN, or both absent.
    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern
        default: false
        }
    }
}

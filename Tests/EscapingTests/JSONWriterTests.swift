import Escaping
import Testing

@Suite struct JSONWriterTests {
    /// `{"a":[1,"x",true,false,null],"b":{},"c":[]}` through the writer in `layout`.
    private func sample(_ layout: JSONWriter.Layout, singleLine: Bool = false) -> String {
        var writer = JSONWriter(layout: layout)
        writer.beginObject()
        writer.key("a")
        writer.beginArray(singleLine: singleLine)
        writer.number(1)
        writer.string("x")
        writer.bool(true)
        writer.bool(false)
        writer.null()
        writer.endArray()
        writer.key("b")
        writer.beginObject()
        writer.endObject()
        writer.key("c")
        writer.beginArray()
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    @Test func compactPlacesCommasAndColonsWithoutSpaces() {
        #expect(sample(.compact) == #"{"a":[1,"x",true,false,null],"b":{},"c":[]}"#)
        #expect(sample(.compact, singleLine: true) == #"{"a":[1,"x",true,false,null],"b":{},"c":[]}"#)
    }

    @Test func nestedContainersTakeTheirCommasAfterTheyEnd() {
        var writer = JSONWriter()
        writer.beginArray()
        for depth in 0..<3 {
            writer.beginArray()
            writer.beginObject()
            writer.key("d")
            writer.number(depth)
            writer.endObject()
            writer.beginArray()
            writer.endArray()
            writer.endArray()
        }
        writer.endArray()
        #expect(writer.text == #"[[{"d":0},[]],[{"d":1},[]],[{"d":2},[]]]"#)
    }

    @Test func indentedPutsAnItemPerLineTwoSpacesDeeperAndEmptyContainersOnOne() {
        #expect(
            sample(.indented) == """
                {
                  "a": [
                    1,
                    "x",
                    true,
                    false,
                    null
                  ],
                  "b": {},
                  "c": []
                }
                """)
    }

    @Test func aSingleLineContainerHoldsEverythingInsideItOnOneLine() {
        #expect(
            sample(.indented, singleLine: true) == """
                {
                  "a": [1, "x", true, false, null],
                  "b": {},
                  "c": []
                }
                """)
        var writer = JSONWriter(layout: .indented)
        writer.beginArray()
        for line in [3, 0] {
            writer.beginObject(singleLine: true)
            writer.key("line")
            writer.number(line)
            writer.key("at")
            writer.beginArray()
            writer.beginObject()
            writer.key("x")
            writer.beginArray()
            writer.endArray()
            writer.endObject()
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        #expect(writer.text == "[\n  {\"line\": 3, \"at\": [{\"x\": []}]},\n  {\"line\": 0, \"at\": [{\"x\": []}]}\n]")
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersButNotOtherText() {
        var writer = JSONWriter()
        writer.beginArray()
        writer.string("a\"b\\c/d")
        writer.string("\n\r\t\u{0}\u{1F}\u{7F}\u{8}\u{C}")
        writer.string("é 東京 😀 \u{2028} \u{85}")
        writer.string("")
        writer.endArray()
        let controls = #""\n\r\t\u0000\u001F\u007F\u0008\u000C""#
        #expect(writer.text == #"["a\"b\\c/d","# + controls + #","é 東京 😀 "# + "\u{2028} \u{85}" + #"",""]"#)
    }

    @Test func keysAreQuotedAsStringsAre() {
        var writer = JSONWriter(layout: .indented)
        writer.beginObject()
        writer.key("a \"b\"\n")
        writer.string("ü")
        writer.endObject()
        #expect(writer.text == "{\n  \"a \\\"b\\\"\\n\": \"ü\"\n}")
    }

    @Test func integersAreDigits() {
        var writer = JSONWriter()
        writer.beginArray()
        for number in [0, 7, -12, Int.max, Int.min] { writer.number(number) }
        writer.endArray()
        #expect(writer.text == "[0,7,-12,9223372036854775807,-9223372036854775808]")
    }

    @Test func doublesAreTheirShortestFormAndNullWhenJSONCannotHoldThem() {
        func written(_ values: [Double], keepingPointZero: Bool) -> String {
            var writer = JSONWriter()
            writer.beginArray()
            for value in values { writer.number(value, keepingPointZero: keepingPointZero) }
            writer.endArray()
            return writer.text
        }
        let values: [Double] = [2, -0.0, 12.5, -179.99999, 0.1 + 0.2, 0.00001, 1e21, .infinity, -.infinity, .nan]
        let rest = "12.5,-179.99999,0.30000000000000004,1e-05,1e+21,null,null,null]"
        #expect(written(values, keepingPointZero: true) == "[2.0,-0.0," + rest)
        #expect(written(values, keepingPointZero: false) == "[2,-0," + rest)
    }

    @Test func anArrayOfStringsIsItsStringsInOrderAndNoStringIsNull() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("none")
        writer.array(of: [])
        writer.key("lines")
        writer.array(of: ["a", "b/c", "\"d\""])
        writer.key("absent")
        writer.string(String?.none)
        writer.key("present")
        writer.string(String?.some("e"))
        writer.endObject()
        #expect(writer.text == #"{"none":[],"lines":["a","b/c","\"d\""],"absent":null,"present":"e"}"#)
    }

    @Test func writtenTextIsPlacedAsTheNextItem() {
        var member = JSONWriter()
        member.key("prague")
        member.string("1,a3")
        #expect(member.text == #""prague":"1,a3""#)
        var writer = JSONWriter()
        writer.beginObject()
        writer.written(member.text)
        writer.written(member.text)
        writer.key("n")
        writer.beginArray()
        writer.written("[1,2]")
        writer.number(3)
        writer.endArray()
        writer.endObject()
        #expect(writer.text == #"{"prague":"1,a3","prague":"1,a3","n":[[1,2],3]}"#)
    }

    @Test func quotedTextIsTheWritersString() {
        for text in ["plain", "a\"b", "tab\there", "é\u{7F}"] {
            var writer = JSONWriter()
            writer.string(text)
            #expect(writer.text == QuotedText.json(text))
        }
    }
}

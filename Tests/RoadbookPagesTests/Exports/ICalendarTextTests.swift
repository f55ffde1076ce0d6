import TestSupport
import Testing
@testable import RoadbookPages

@Suite struct ICalendarTextTests {
    @Test func escapesBackslashSemicolonCommaAndLineBreaks() {
        #expect(ICalendarText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICalendarText.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendarText.escaped("tab\there\u{7}bell") == "tab\there" + "bell")
    }

    @Test func aLongCyrillicSummaryFoldsAtSeventyFiveOctetsWithoutSplittingALetter() {
        // 200 characters of Uzbek in Cyrillic script, two octets each in UTF-8.
        let word = "Самарқанддаги Регистон майдони "
        let summary = String(String(repeating: word, count: 7).prefix(200))
        #expect(summary.count == 200)
        let folded = ICalendarText.line("SUMMARY", ICalendarText.escaped(summary))
        #expect(folded.hasSuffix("\r\n"))
        // Cut as bytes at each CRLF: every piece is valid UTF-8 on its own (no character was split).
        var pieces: [[UInt8]] = [[]]
        let bytes = Array(folded.utf8.dropLast(2))
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                pieces.append([])
                index += 2
            } else {
                pieces[pieces.count - 1].append(bytes[index])
                index += 1
            }
        }
        #expect(pieces.count > 5)
        for (number, piece) in pieces.enumerated() {
            #expect(piece.count <= 75, "line \(number) has \(piece.count) octets")
            #expect(String(validating: piece, as: UTF8.self) != nil, "line \(number) splits a character")
            if number > 0 { #expect(piece.first == UInt8(ascii: " ")) }
        }
        let lines = pieces.map { String(decoding: $0, as: UTF8.self) }
        // Each line is as full as it can be: the next character (two octets) would not have fit.
        for line in lines.dropLast() { #expect(line.utf8.count >= 74) }
        // Unfolded (the CRLF and the space removed), it is the line as it was.
        #expect(String(decoding: folded.utf8.dropLast(2), as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "") == "SUMMARY:" + summary)
    }

    @Test func aShortLineIsNotFolded() {
        #expect(ICalendarText.line("VERSION", "2.0") == "VERSION:2.0\r\n")
        let exactly75 = "X-A:" + String(repeating: "a", count: 71)
        #expect(ICalendarText.folded(exactly75) == exactly75 + "\r\n")
        #expect(ICalendarText.folded(exactly75 + "b") == exactly75 + "\r\n b\r\n")
    }

    @Test func aFourOctetCharacterMovesWholeToTheNextLine() {
        let line = "SUMMARY:" + String(repeating: "a", count: 65) + "🚂🚂"
        let folded = ICalendarText.folded(line)
        let lines = String(decoding: folded.utf8.dropLast(2), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines[0] == "SUMMARY:" + String(repeating: "a", count: 65))
        #expect(lines[1] == " 🚂🚂")
    }
}

/// The writer against the rules written the plainest way (scalar by scalar), on many random lines of ASCII, control
/// characters, the characters TEXT escapes and two-, three- and four-octet letters.
@Suite struct ICalendarTextAgreementTests {
    static func reference(_ name: String, _ text: String) -> String {
        var escaped = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\\", ";", ",": escaped += "\\" + String(scalar)
            case "\r": escaped += "\\n"
            case "\n": if !afterCR { escaped += "\\n" }
            case "\t": escaped.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 && scalar.value != 0x7F { escaped.unicodeScalars.append(scalar) }
            }
        }
        var out = ""
        var octets = 0
        for scalar in (name + ":" + escaped).unicodeScalars {
            if octets + UTF8.width(scalar) > 75 {
                out += "\r\n "
                octets = 1
            }
            out.unicodeScalars.append(scalar)
            octets += UTF8.width(scalar)
        }
        return out + "\r\n"
    }

    @Test func everyRandomLineIsEscapedAndFoldedAsTheRulesSay() {
        let pieces = ["a", "Z", " ", "\\", ";", ",", "\r", "\n", "\r\n", "\t", "\u{7}", "\u{7F}", "é", "ʻ", "қ", "—", "€", "🚂", "𝄞", "oʻzbek"]
        var random = SeededRandom(seed: 5545)
        for _ in 0..<3_000 {
            let text = (0..<random.next(below: 200)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            var written = ICalendarText()
            written.textLine("DESCRIPTION", text)
            #expect(String(decoding: written.bytes, as: UTF8.self) == Self.reference("DESCRIPTION", text), "\(text.debugDescription)")
        }
    }
}

/// The writer's sixteen-byte scan against the rules: each character TEXT changes, and letters of two to four octets,
/// at every place of short texts, on lines whose names put the folds at every place too.
@Suite struct ICalendarTextScanTests {
    @Test func everyCharacterAtEveryPlaceOfShortTextsAfterNamesOfManyLengths() {
        let specials = ["\\", ";", ",", "\r", "\n", "\r\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "€", "🚂", "a"]
        for nameLength in [1, 20, 40, 58, 66, 72, 73, 74] {
            let name = String(repeating: "X", count: nameLength)
            for length in 1...40 {
                for place in 0..<length {
                    for special in specials {
                        let text = String(repeating: "b", count: place) + special + String(repeating: "ж", count: length - place - 1)
                        var written = ICalendarText()
                        written.textLine(name, text)
                        let expected = ICalendarTextAgreementTests.reference(name, text)
                        #expect(String(decoding: written.bytes, as: UTF8.self) == expected, "\(name) \(text.debugDescription)")
                    }
                }
            }
        }
    }

    @Test func escapedAloneIsNeverFolded() {
        let text = String(repeating: "a,b;c\\d\n", count: 40)
        let expected = String(repeating: #"a\,b\;c\\d\n"#, count: 40)
        #expect(ICalendarText.escaped(text) == expected)
    }
}

/// A date's content line, its digits written by the line itself, against ``TripDate``'s own texts.
@Suite struct ICalendarDateLineTests {
    @Test func everyRandomDateIsItsBasicDateOrDateTime() {
        var random = SeededRandom(seed: 2_445)
        for _ in 0..<2_000 {
            let hasTime = random.next(below: 2) == 0
            let date = TripDate(
                year: 1 + random.next(below: 9_999), month: 1 + random.next(below: 12), day: 1 + random.next(below: 31),
                time: hasTime ? (hour: random.next(below: 24), minute: random.next(below: 60)) : nil)
            for withTime in [false, true] {
                var written = ICalendarText()
                written.dateLine("DTSTART", date, withTime: withTime)
                let value = withTime ? date.basicDateTime : date.basicDate
                #expect(String(decoding: written.bytes, as: UTF8.self) == "DTSTART:\(value)\r\n")
            }
        }
    }
}

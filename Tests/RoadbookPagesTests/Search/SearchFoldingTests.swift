import Foundation
import TestSupport
import Testing

@testable import RoadbookPages

/// The folding both the index (Swift) and the query (`search.js`) apply: what each language needs to meet.
@Suite struct SearchFoldingTests {
    @Test(arguments: [
        // Russian: ё is е, case folds, й stays й.
        (["Ёлка", "ёлка", "елка", "ЕЛКА"], "елка"),
        (["Йошкар-Ола", "йошкар-ола"], "йошкар-ола"),
        // Uzbek: oʻ (U+02BB), o‘ (U+2018), o’ (U+2019), o' and a bare o all meet.
        (["Oʻzbekiston", "O‘zbekiston", "O’zbekiston", "O'zbekiston", "Ozbekiston", "OʼZBEKISTON"], "ozbekiston"),
        (["Gʻijduvon", "G'ijduvon"], "gijduvon"),
        // Azerbaijani: ə and Ə are e; ş, ç, ğ, ö, ü lose their marks.
        (["Şəki", "ŞƏKİ", "seki", "Sekı"], "seki"),
        (["Gəncə", "gence"], "gence"),
        // Turkish-style i: İ, I, ı and i all meet.
        (["İstanbul", "ISTANBUL", "ıstanbul", "istanbul", "Istanbul"], "istanbul"),
        (["Diyarbakır", "DİYARBAKIR", "diyarbakir"], "diyarbakir"),
        // German: ß and ẞ are ss, umlauts lose their dots.
        (["Straße", "STRAẞE", "strasse"], "strasse"),
        (["Müller", "muller", "MÜLLER"], "muller"),
        // Latin accents, composed or not; letters without a decomposition.
        (["Café Crème", "cafe creme", "Cafe\u{301} cre\u{300}me"], "cafe creme"),
        (["København", "kobenhavn"], "kobenhavn"),
        (["Łódź", "lodz"], "lodz"),
        // Greek: final sigma is sigma, the tonos goes.
        (["ΟΔΟΣ", "οδός", "οδοσ"], "οδοσ"),
    ] as [([String], String)])
    func spellingsMeet(_ spellings: [String], _ folded: String) {
        for spelling in spellings {
            #expect(SearchFolding.fold(spelling) == folded, "\(spelling)")
        }
    }

    @Test func theBreveStaysOnCyrillicOnly() {
        #expect(SearchFolding.fold("Май") != SearchFolding.fold("Маи"))
        #expect(SearchFolding.fold("Ўзбекистон") == "ўзбекистон")
        #expect(SearchFolding.fold("Ăn") == "an")
        // The result is composed: й is one scalar, as the script's normalize("NFC") makes it.
        #expect(Array(SearchFolding.fold("И\u{306}").unicodeScalars) == ["\u{439}"])
    }

    @Test func termsAreRunsOfLettersMarksAndDigitsOfTwoToFortyScalars() {
        #expect(SearchFolding.terms(in: "Санкт-Петербург, 1703 г.") == ["санкт", "петербург", "1703"])
        #expect(SearchFolding.terms(in: "Don't miss Bob's café!") == ["dont", "miss", "bobs", "cafe"])
        #expect(SearchFolding.terms(in: "a b c 7 ok") == ["ok"])
        #expect(SearchFolding.terms(in: String(repeating: "x", count: 40) + " " + String(repeating: "y", count: 41))
            == [String(repeating: "x", count: 40)])
        // Lower-cased and without apostrophes: forty letters are a word, forty-one are not, apostrophes not counted.
        #expect(SearchFolding.terms(in: "'" + String(repeating: "X", count: 40) + "' " + String(repeating: "Y", count: 41))
            == [String(repeating: "x", count: 40)])
        #expect(SearchFolding.terms(in: "नमस्ते दुनिया") == ["नमस्ते", "दुनिया"])
        #expect(SearchFolding.terms(in: "") == [])
    }

    /// `search.js` holds the same tables as ``SearchFolding``, so the query folds as the index did.
    @Test func theScriptFoldsWithTheSameTables() throws {
        let script = try String(
            contentsOf: RepositoryRoot.url.appendingPathComponent("templates/search.js"), encoding: .utf8)
        let apostrophes = try #require(script.firstMatch(of: /var APOSTROPHES = \[([^\]]*)\];/))
        let values = apostrophes.1.split(separator: ",").compactMap { UInt32($0.trimmingCharacters(in: .whitespaces).dropFirst(2), radix: 16) }
        #expect(Set(values) == SearchFolding.apostrophes)
        #expect(values.count == SearchFolding.apostrophes.count)
        let plain = try #require(script.firstMatch(of: /var PLAIN = \{([^}]*)\};/))
        var table: [UInt32: String] = [:]
        for pair in plain.1.matches(of: /"\\u([0-9A-Fa-f]{4})": "([^"]*)"/) {
            let value = try #require(UInt32(pair.1, radix: 16))
            let replacement = pair.2.replacing(/\\u([0-9A-Fa-f]{4})/) { match in
                String(Character(Unicode.Scalar(UInt32(match.1, radix: 16)!)!))
            }
            table[value] = String(replacement)
        }
        #expect(table == SearchFolding.plainSpellings)
        #expect(script.contains("cp >= 0x300 && cp <= 0x36F"))
        #expect(script.contains("cp === 0x306 && afterCyrillic"))
        #expect(script.contains("cp >= 0x400 && cp <= 0x4FF"))
        #expect(script.contains("length >= \(SearchFolding.shortestTerm) && length <= \(SearchFolding.longestTerm)"))
    }

    /// The words of a text are those of the text folded whole and then split, as the script does with a query:
    /// cutting it into runs first (and folding only the runs beyond ASCII) must not change them.
    @Test(arguments: [
        "Fish & chips — by the harbour’s edge, 10 km… “quoted” O'Brien's rock 'n' roll",
        "Ёлка и йогурт — İstanbul’da ılık; Oʻzbekiston o‘zbek o'zbek; Strauß, Øresund, ǅemal",
        "Zürich's Großmünster: 1’200 Stufen — KÖLN x2 ab-c_d",
        "a\u{301}e\u{300} ﬁne ½ Ⅻ ＡＢＣ ¡Olé! ça-va",
        String(repeating: "word ", count: 3) + String(repeating: "x", count: 41) + " " + String(repeating: "ж", count: 40),
    ])
    func termsAreTheWordsOfTheWholeTextFolded(_ text: String) {
        var words: [String] = []
        var word = ""
        var length = 0
        for scalar in SearchFolding.fold(text).unicodeScalars {
            if SearchFolding.isWordScalar(scalar) {
                word.unicodeScalars.append(scalar)
                length += 1
                continue
            }
            if length >= SearchFolding.shortestTerm, length <= SearchFolding.longestTerm { words.append(word) }
            (word, length) = ("", 0)
        }
        if length >= SearchFolding.shortestTerm, length <= SearchFolding.longestTerm { words.append(word) }
        #expect(SearchFolding.terms(in: text) == words)
    }
}

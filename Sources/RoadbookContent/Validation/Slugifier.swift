import Foundation

/// Derives an id from a title: lower-case ASCII letters and digits joined by single `-`.
///
/// Accents are folded ("Sacré-Cœur" → `sacre-coeur`), every run of non-alphanumerics becomes one `-`, and `-` is
/// trimmed from both ends. An apostrophe is dropped inside a word ("Don't" → `dont`, "St. Peter's" →
/// `st-peters`) but separates words where it marks an elision, that is before a capital letter or a vowel
/// ("Castel Sant'Angelo" → `castel-sant-angelo`, "Musée de l'Orangerie" → `musee-de-l-orangerie`). Scripts
/// without an ASCII spelling give an empty slug; the caller then asks for an explicit `id`.
package enum Slugifier {
    /// The slug of `title`; empty when it has no letters or digits that fold to ASCII.
    package static func slug(from title: String) -> String {
        let scalars = Array(title.decomposedStringWithCompatibilityMapping.unicodeScalars)
        var output = ""
        var pendingDash = false
        for (index, scalar) in scalars.enumerated() {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if apostrophes.contains(scalar) {
                if index + 1 < scalars.count, startsNewWord(scalars[index + 1]) { pendingDash = true }
                continue
            }
            let folded = scalar.isASCII ? String(scalar) : ligatures[scalar] ?? ""
            if folded.isEmpty { pendingDash = true }
            for character in folded.lowercased().unicodeScalars {
                if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
                    if pendingDash && !output.isEmpty { output.append("-") }
                    pendingDash = false
                    output.unicodeScalars.append(character)
                } else {
                    pendingDash = true
                }
            }
        }
        return output
    }

    /// Whether the letter after an apostrophe begins a word of its own: an elision (`Sant'Angelo`, `l'arte`,
    /// `d'Orsay`) rather than a contraction or possessive (`don't`, `Peter's`).
    private static func startsNewWord(_ next: Unicode.Scalar) -> Bool {
        next.properties.isUppercase || "aeiouAEIOU".unicodeScalars.contains(next)
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}"]

    /// Letters that Unicode does not decompose into a base letter and a mark.
    private static let ligatures: [Unicode.Scalar: String] = [
        "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss", "ẞ": "SS", "ø": "o", "Ø": "O",
        "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "TH",
        "ı": "i", "ħ": "h", "Ħ": "H", "ŋ": "n", "Ŋ": "N", "ĸ": "k", "ŀ": "l", "Ŀ": "L",
    ]
}

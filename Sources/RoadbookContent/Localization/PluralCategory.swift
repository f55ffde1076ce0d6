/// A CLDR plural category: which form of a word goes with a number in a language ("1 place", "2 places").
package enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    /// Zero (Arabic, Latvian…).
    case zero
    /// One: English "1 place", Russian "1 место", "21 место".
    case one
    /// Two (Arabic, Hebrew, Welsh…).
    case two
    /// Few: Russian "2 места", "24 места".
    case few
    /// Many: Russian "5 мест", "11 мест".
    case many
    /// Everything else; every plural message has it, and a missing category falls back to it.
    case other
}

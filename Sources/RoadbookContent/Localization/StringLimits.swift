/// How large a text of a strings table may be, so that filling in its placeholders can never build a huge text:
/// a placeholder is filled with a number, a name, or another finished text of the table (`{places}` in the home
/// page's tagline is the plural text of `count.places`), so a text's expanded size is at most its own length plus,
/// for each placeholder, the longest text — at most ``largestExpansion``. Both limits are checked where each text
/// is read, with an error at its position (see `docs/trust.md`).
enum StringLimits {
    /// The longest text (each plural form counts on its own), in UTF-8 bytes. The built-in ones are under 200.
    static let longestText = 16 << 10
    /// The most `{placeholders}` in one text. The built-in ones have at most 3.
    static let mostPlaceholders = 32
    /// The most a text can grow to when filled in.
    static let largestExpansion = longestText * (mostPlaceholders + 1)
}

/// The typography `markdown.smart` gives a description (cmark-gfm's smart punctuation), for the plain texts of the
/// front matter and the todo list — names, cities, captions and alt texts, todo titles — so that a page shows the
/// same quotes and dashes in a place's name as in its description:
///
/// - `"` opens (“) at the start of the text, after white space or an opening bracket, and closes (”) elsewhere;
/// - `'` opens (‘) where `"` opens and a later `'` closes it (’); every other `'` — an apostrophe, an opener never
///   closed — is ’;
/// - `...` is an ellipsis (…); a run of hyphens becomes dashes as cmark-gfm makes them: all em dashes (—) when its
///   length divides by 3, else all en dashes (–) when it divides by 2, else em dashes and one or two en dashes.
package enum SmartPunctuation {
    /// What the plain texts of the front matter and the todo list get: ``apply(to:)`` under `markdown.smart`, as the
    /// Markdown gets smart punctuation; nothing otherwise.
    package static func typesetting(smart: Bool) -> @Sendable (String) -> String {
        guard smart else { return { text in text } }
        return { text in apply(to: text) }
    }

    /// `text` with smart quotes, dashes and ellipses.
    package static func apply(to text: String) -> String {
        guard text.contains(where: { $0 == "\"" || $0 == "'" || $0 == "-" || $0 == "." }) else { return text }
        let characters = Array(text)
        let singles = singleQuotes(in: characters)
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let before: Character? = index > 0 ? characters[index - 1] : nil
            switch character {
            case "\"":
                result.append(opens(after: before) ? "\u{201C}" : "\u{201D}")
            case "'":
                result.append(singles.contains(index) ? "\u{2018}" : "\u{2019}")
            case "." where index + 2 < characters.count && characters[index + 1] == "." && characters[index + 2] == ".":
                result.append("\u{2026}")
                index += 3
                continue
            case "-":
                var end = index
                while end < characters.count, characters[end] == "-" { end += 1 }
                let count = end - index
                result += count == 1 ? "-" : dashes(count)
                index = end
                continue
            default:
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// The offsets of the `'` of `characters` that open a pair: each `'` that may close (after a character that is
    /// not white space) closes the last open one; each other that may open (where ``opens(after:)``, before a
    /// character that is not white space) opens one. Openers left unclosed are not in the set.
    private static func singleQuotes(in characters: [Character]) -> Set<Int> {
        var open: [Int] = []
        var paired: Set<Int> = []
        for (index, character) in characters.enumerated() where character == "'" {
            let before: Character? = index > 0 ? characters[index - 1] : nil
            let after: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if let before, !before.isWhitespace, let opener = open.popLast() {
                paired.insert(opener)
            } else if opens(after: before), let after, !after.isWhitespace {
                open.append(index)
            }
        }
        return paired
    }

    /// Whether a quote after `before` opens: at the start, after white space or an opening bracket or quote.
    private static func opens(after before: Character?) -> Bool {
        guard let before else { return true }
        return before.isWhitespace || "([{\u{201C}\u{2018}—–".contains(before)
    }

    /// The dashes for a run of `count` (at least 2) hyphens, as cmark-gfm writes them.
    static func dashes(_ count: Int) -> String {
        let (em, en): (Int, Int) =
            if count % 3 == 0 { (count / 3, 0) } else if count % 2 == 0 { (0, count / 2) } else if count % 3 == 2 {
                ((count - 2) / 3, 1)
            } else { ((count - 4) / 3, 2) }
        return String(repeating: "\u{2014}", count: em) + String(repeating: "\u{2013}", count: en)
    }
}

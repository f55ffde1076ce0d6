/// Splits a command line the way a POSIX shell does for the simple cases documentation uses: words separated by
/// spaces, with single and double quotes.
enum ShellWords {
    /// The words of `line`.
    static func split<S: StringProtocol>(_ line: S) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

import Foundation

/// Quotes a word for a POSIX shell, so a printed command can be pasted as it is.
enum ShellWord {
    /// `word` itself when the shell reads it unchanged, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./+,:@%".contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension ShellWord {
    /// `word` in single quotes, always (for the literal text of a generated script).
    static func singleQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

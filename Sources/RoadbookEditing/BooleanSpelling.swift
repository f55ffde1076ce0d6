/// Writes a boolean the way the file already spells its booleans: `yes`/`no`, `True`/`False`, `ON`/`OFF`…
enum BooleanSpelling {
    private static let families: [(String, String)] = [("true", "false"), ("yes", "no"), ("on", "off"), ("y", "n")]

    /// `value` spelt in the family and letter case of `existing` (`true`/`false` when `existing` is none of them).
    static func spell(_ value: Bool, like existing: String) -> String {
        let lowered = existing.lowercased()
        let family = families.first { $0.0 == lowered || $0.1 == lowered } ?? families[0]
        let word = value ? family.0 : family.1
        if existing.count > 1, existing == existing.uppercased() { return word.uppercased() }
        if let first = existing.first, first.isUppercase { return word.prefix(1).uppercased() + word.dropFirst() }
        return word
    }
}

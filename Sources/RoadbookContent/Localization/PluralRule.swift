/// The CLDR plural rules for whole numbers, written out for the languages Roadbook ships (no ICU data at run time).
///
/// Counts on pages are whole numbers, so only the integer conditions of each rule matter (CLDR's `v = 0`).
package enum PluralRule: Sendable, Hashable {
    /// `one` for 1, `other` for every other number: English (`i = 1 and v = 0`), Uzbek and Azerbaijani
    /// (`n = 1`), and any language without rules of its own.
    case oneOther
    /// Russian (CLDR's rule for `ru`, also `uk` and `be`): `one` when the last digit is 1 but not 11, `few` for
    /// 2–4 but not 12–14, `many` for the rest.
    case russian

    /// The rule of a language tag, by its primary subtag (`ru-RU` → `.russian`).
    package init(language: String) {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        self = ["ru", "uk", "be"].contains(primary) ? .russian : .oneOther
    }

    /// The categories a message of this language may use.
    package var categories: [PluralCategory] {
        switch self {
        case .oneOther: [.one, .other]
        case .russian: [.one, .few, .many, .other]
        }
    }

    /// The category of a whole number.
    package func category(for number: Int) -> PluralCategory {
        let n = number.magnitude
        switch self {
        case .oneOther:
            return n == 1 ? .one : .other
        case .russian:
            let (lastDigit, lastTwo) = (n % 10, n % 100)
            if lastDigit == 1, lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return .few }
            return .many
        }
    }
}

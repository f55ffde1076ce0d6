import Diagnostics

/// Why a strings table (`i18n/<language>.yaml`, `site.yaml`'s `strings:`) is wrong: every case has one message,
/// written in one place.
package enum LocalizationProblem: Error, Hashable, Sendable {
    /// A key the theme does not have (`nav.plces`), with the nearest one it has.
    case unknownString(String, suggestion: String?)
    /// A key the language's table lacks; its English text is used. An error under `strictTemplates`.
    case missingString(String, isStrict: Bool)
    /// A value that is neither a text nor a mapping of plural categories (nothing, a list).
    case expectedText(String)
    /// A table that is not a mapping of keys.
    case expectedMapping
    /// Plural forms without `other`, the form every number can fall back to.
    case missingOtherForm(String)
    /// A plural category that is not one of CLDR's (`fwe`), with the nearest one.
    case unknownPluralCategory(String, key: String, suggestion: String?)
    /// A placeholder the page does not fill in for this key (`{totl}`), with the nearest one it does.
    case unknownPlaceholder(String, key: String, suggestion: String?)
    /// A language with neither a built-in table nor a site file: the theme's words stay English.
    case noStrings(language: String, file: String)
    /// A text longer than ``StringLimits/longestText`` bytes.
    case textTooLong(String, bytes: Int)
    /// A text with more placeholders than ``StringLimits/mostPlaceholders``: each may become a whole other string,
    /// so filling it in could build a huge text.
    case tooManyPlaceholders(String, count: Int)
    /// A key set twice in one table (`nav.places:` and `nav: {places: …}`): the later one is used.
    case setTwice(String, first: SourceLocation)
    /// A strings file that is not UTF-8, with where its first bad byte is.
    case notUTF8

    /// Errors fail the build; the rest are warnings.
    package var severity: Severity {
        switch self {
        case .expectedText, .expectedMapping, .missingOtherForm, .textTooLong, .tooManyPlaceholders, .notUTF8: .error
        case .missingString(_, let isStrict): isStrict ? .error : .warning
        case .unknownString, .unknownPluralCategory, .unknownPlaceholder, .noStrings, .setTwice: .warning
        }
    }

    /// The message, in the project's style: lowercase, no final period, user input in single quotes.
    package var description: String {
        switch self {
        case .unknownString(let key, let suggestion):
            "unknown string '\(key)'" + Self.suggesting(suggestion)
        case .missingString(let key, _):
            "missing string '\(key)'; the English text is used"
        case .expectedText(let key):
            "'\(key)' must be a text or a mapping of plural forms (one, few, many, other…)"
        case .expectedMapping:
            "the strings must be a mapping of keys to texts ('nav.places: Sights')"
        case .missingOtherForm(let key):
            "the plural forms of '\(key)' need an 'other' form"
        case .unknownPluralCategory(let category, let key, let suggestion):
            "unknown plural form '\(category)' in '\(key)'" + Self.suggesting(suggestion)
                + (suggestion == nil ? " (the forms are zero, one, two, few, many, other)" : "")
        case .unknownPlaceholder(let name, let key, let suggestion):
            "'\(key)' has no placeholder '{\(name)}'" + Self.suggesting(suggestion.map { "{\($0)}" })
        case .textTooLong(let key, let bytes):
            "'\(key)' is \(bytes) bytes long; a text may be at most \(StringLimits.longestText) bytes"
        case .tooManyPlaceholders(let key, let count):
            "'\(key)' has \(count) placeholders; a text may have at most \(StringLimits.mostPlaceholders) "
                + "(filled in, it could grow past \(StringLimits.largestExpansion >> 20) MiB)"
        case .setTwice(let key, let first):
            "'\(key)' is set twice (also at line \(first.line), column \(first.column)); the later one is used"
        case .notUTF8:
            "a strings file must be UTF-8 text"
        case .noStrings(let language, let file):
            "no built-in strings for language '\(language)'; the theme's words stay English (add '\(file)' to translate them)"
        }
    }

    /// This problem as a diagnostic at `location`, with its severity.
    package func diagnostic(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, description, at: location)
    }

    private static func suggesting(_ suggestion: String?) -> String {
        Suggestion.didYouMean(suggestion)
    }
}

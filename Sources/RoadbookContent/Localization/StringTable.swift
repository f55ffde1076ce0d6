import Foundation

/// Every word and number format the theme shows, in the site's language: the built-in table of the language over
/// English, then the site's `i18n/<language>.yaml`, then `site.yaml`'s `strings:`.
///
/// Page view models ask it for finished texts (``text(_:_:)``, ``count(_:_:_:)``, ``number(_:)``,
/// ``coordinates(latitude:longitude:)``); templates read the plain texts as `{{t.…}}` (RoadbookSite's `ThemeText`).
package struct StringTable: Sendable {
    /// The language the table is for (`uz`, `pt-BR`): it picks the plural rule.
    package let language: String
    /// Every message by its dotted key (`nav.places`, `count.places`).
    package let messages: [String: LocalizedMessage]
    /// How numbers choose their plural form.
    package let pluralRule: PluralRule
    /// How numbers are written.
    package let numberFormat: NumberFormat

    /// A table of `messages` for `language`.
    package init(language: String, messages: [String: LocalizedMessage]) {
        self.language = language
        self.messages = messages
        pluralRule = PluralRule(language: language)
        func symbol(_ key: String, _ fallback: String) -> String {
            if case .text(let text)? = messages[key] { return text }
            return fallback
        }
        numberFormat = NumberFormat(
            decimalSeparator: symbol("format.decimalSeparator", "."), groupSeparator: symbol("format.groupSeparator", ","))
    }

    /// The built-in English table: the reference every other table is checked against.
    package static let english = BuiltInStrings.table(for: "en") ?? StringTable(language: "en", messages: [:])

    /// The built-in table of a language tag (by its primary subtag: `ru-RU` → `ru`), with `language` kept as
    /// written; `nil` when Roadbook has no table for it.
    package static func builtIn(_ language: String) -> StringTable? {
        BuiltInStrings.table(for: language)
    }

    /// The text of `key` with its placeholders filled in; `⟦key⟧` when the table does not have it (a bug the
    /// tests catch: every table has every English key).
    ///
    /// The values are pairs, not a dictionary: a page fills thirty texts a place, each with one to three values, and
    /// making and hashing a dictionary for each was 1 % of a build's instructions.
    package func text(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        text(key) { LocalizedMessage.value(named: $0, in: values) }
    }

    /// ``text(_:_:)`` with each placeholder's value from `lookup` (values named only at run time).
    package func text(_ key: String, lookup: (String) -> String?) -> String {
        guard let message = messages[key] else { return Self.missing(key) }
        return LocalizedMessage.fill(message.form(for: .other), lookup: lookup)
    }

    /// ``text(_:_:)`` of `key` as a function of its one placeholder `name`, for a text filled in many times (every
    /// heading's link label): the text is split around the placeholder once, and each call joins the parts.
    package func filler(_ key: String, placeholder name: String) -> @Sendable (String) -> String {
        let marker = "\u{0}"
        let parts = text(key, [name: marker]).components(separatedBy: marker)
        guard parts.count == 2 else {
            let table = self
            return { table.text(key, [name: $0]) }
        }
        let (before, after) = (parts[0], parts[1])
        return { before + $0 + after }
    }

    /// The form of `key` for `number`, with `{count}` the number written for the language and the other
    /// placeholders from `values`: `count("count.places", 2)` → `2 places`, `2 места`, `2 ta joy`.
    package func count(_ key: String, _ number: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        count(key, number) { LocalizedMessage.value(named: $0, in: values) }
    }

    /// ``count(_:_:_:)`` with each other placeholder's value from `lookup` (values named only at run time).
    package func count(_ key: String, _ number: Int, lookup: (String) -> String?) -> String {
        guard let message = messages[key] else { return Self.missing(key) }
        let written = self.number(number)
        return LocalizedMessage.fill(message.form(for: pluralRule.category(for: number))) { $0 == "count" ? written : lookup($0) }
    }

    /// What a key the table does not have reads as.
    static func missing(_ key: String) -> String { "⟦\(key)⟧" }

    /// A whole number written for the language (`1,234`, `1 234`, `1.234`).
    package func number(_ number: Int) -> String {
        numberFormat.string(from: number)
    }

    /// A whole percentage (`33%`, `33 %`).
    package func percent(_ value: Int) -> String {
        text("format.percent", ["value": number(value)])
    }

    /// A page's document title: `Places · Rome & Paris`.
    package func pageTitle(_ page: String, site: String) -> String {
        text("format.pageTitle", ["page": page, "site": site])
    }

    /// Coordinates with four decimals each (about 10 m; the same for both, so they line up) and the language's
    /// hemisphere letters: `41.8902° N, 12.4920° E`, `41,8902° с. ш., 12,4920° в. д.`.
    package func coordinates(latitude: Double, longitude: Double) -> String {
        func part(_ value: Double, _ positive: String, _ negative: String) -> String {
            let written = numberFormat.string(from: value.magnitude, maximumFractionDigits: 4, keepsTrailingZeros: true)
            let isZero = (value.magnitude * 10_000).rounded() == 0
            return text(value < 0 && !isZero ? negative : positive, ["value": written])
        }
        return text(
            "coordinates.pair",
            [
                "latitude": part(latitude, "coordinates.north", "coordinates.south"),
                "longitude": part(longitude, "coordinates.east", "coordinates.west"),
            ])
    }
}

/// The seed's task rules for a title: trimmed, not empty, at least 3 and at most 100 characters.
package enum TitleValidator {
    /// The seed's minimum: "Your new todo item must be at least 3 characters long!".
    package static let minimumLength = 3
    /// The seed's maximum: longer is "too long".
    package static let maximumLength = 100

    /// The text trimmed of surrounding white space, or the first rule it breaks.
    ///
    /// Lengths count characters as people see them (grapheme clusters), so "Café" is 4.
    /// - Parameters:
    ///   - field: the key name used in messages, for example `title` or `name`.
    ///   - minimum: the fewest characters allowed (1 for names that only must not be empty).
    package static func validated(
        _ text: String,
        field: String = "title",
        minimum: Int = TitleValidator.minimumLength,
        maximum: Int = TitleValidator.maximumLength
    ) throws(ContentProblem) -> String {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { throw .emptyText(field: field) }
        if trimmed.count < minimum { throw .textTooShort(field: field, text: trimmed, minimum: minimum) }
        if trimmed.count > maximum { throw .textTooLong(field: field, length: trimmed.count, maximum: maximum) }
        return trimmed
    }
}

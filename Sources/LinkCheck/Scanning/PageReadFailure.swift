/// Why a page could not be read, as it reads inside the parentheses of `cannot read page (…)`.
struct PageReadFailure: Error, Sendable, Equatable {
    /// The reason, lower-case (`permission denied`, `not a regular file`).
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

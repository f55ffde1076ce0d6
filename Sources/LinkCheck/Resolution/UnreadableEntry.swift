/// A file or folder of the site whose pages cannot be checked, and why (reported as an `unreadable` finding).
struct UnreadableEntry: Sendable, Equatable {
    /// The path relative to the site root, as it can be printed (bytes that are not UTF-8 as `\xNN`).
    let path: String
    /// Why, as it reads after "cannot read": `folder (permission denied)`.
    let reason: String
}

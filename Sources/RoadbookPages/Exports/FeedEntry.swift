/// A dated place as the Atom feed writes it.
struct FeedEntry: Hashable, Sendable {
    /// The entry's permanent id (an absolute IRI: the page's URL, or a `urn:uuid:` made from the place's id).
    let id: String
    /// The place's name.
    let title: String
    /// Its date (RFC 3339).
    let updated: String
    /// The place's page (absolute with an absolute `baseURL`, else relative to the feed).
    let link: String
    /// The description's first sentence as plain text.
    let summary: String
    /// The first photo and the description, as HTML whose links are relative to the feed (the site root).
    let contentHTML: String
}

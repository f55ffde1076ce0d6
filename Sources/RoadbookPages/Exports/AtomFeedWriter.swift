import Escaping

/// Writes the Atom feed (RFC 4287) of the dated places, for family and followers: the feed's id, title, author,
/// self and alternate links and `updated` (the newest entry's), then one entry per place as given (newest first),
/// each with id, title, updated, link, summary and HTML content.
struct AtomFeedWriter: Sendable {
    /// The feed's permanent id (an absolute IRI).
    let id: String
    /// The site's title.
    let title: String
    /// The author's name (the site's title: a trip has no author field).
    let author: String
    /// The feed's own URL (absolute with an absolute `baseURL`, else `feed.xml`).
    let selfLink: String
    /// The site's home page.
    let homeLink: String
    /// The language of the texts (`xml:lang`).
    let language: String

    /// The feed of `entries`, written in the order given.
    func xml(entries: [FeedEntry]) -> String {
        let updated = entries.map(\.updated).max() ?? "1970-01-01T00:00:00Z"
        var out = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLEscaper.escape(language))">
            <id>\(XMLEscaper.escape(id))</id>
            <title>\(XMLEscaper.escape(title))</title>
            <updated>\(updated)</updated>
            <author><name>\(XMLEscaper.escape(author))</name></author>
            <link rel="self" type="application/atom+xml" href="\(XMLEscaper.escape(selfLink))"/>
            <link rel="alternate" type="text/html" href="\(XMLEscaper.escape(homeLink))"/>
            <generator>Roadbook</generator>

            """
        for entry in entries {
            out += """
                <entry>
                <id>\(XMLEscaper.escape(entry.id))</id>
                <title>\(XMLEscaper.escape(entry.title))</title>
                <updated>\(entry.updated)</updated>
                <link rel="alternate" type="text/html" href="\(XMLEscaper.escape(entry.link))"/>
                <summary>\(XMLEscaper.escape(entry.summary))</summary>
                <content type="html">\(XMLEscaper.escape(entry.contentHTML))</content>
                </entry>

                """
        }
        return out + "</feed>\n"
    }
}

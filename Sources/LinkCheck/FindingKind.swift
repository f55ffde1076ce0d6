import Diagnostics

/// What sort of problem a ``Finding`` is; the raw value is the `kind` of the JSON output and the name that
/// `--skip` takes.
public enum FindingKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// A hyperlink (`a`/`area`/`link` `href`, `form` `action`) to a missing target.
    case link
    /// A `#fragment` that names no `id` (or `<a name>`) in an existing target page.
    case fragment
    /// An `img` `src` or `input type=image` `src` to a missing file, or an `img` with neither `src` nor `srcset`.
    case image
    /// A `srcset` candidate (of `img` or `source`) to a missing file.
    case srcset
    /// A `script` `src` to a missing file.
    case script
    /// A `link rel=stylesheet` `href` to a missing file.
    case stylesheet
    /// A `video`/`audio`/`source`/`track` `src` to a missing file.
    case media
    /// A `video` `poster` image that is missing.
    case poster
    /// An `object` `data` or `embed` `src` to a missing file.
    case embed
    /// An `iframe` `src` to a missing page.
    case iframe
    /// A share card's image or address (`og:image`, `og:image:secure_url`, `twitter:image`, `og:url`) that is
    /// missing.
    case share
    /// A `<meta http-equiv="refresh">` whose URL is missing (the redirect pages generators write).
    case refresh
    /// A `url(…)` or `@import` of a style sheet (a `.css` file, a `<style>` element or a `style` attribute) to a
    /// missing file.
    case css
    /// An icon, screenshot or `start_url` of a web app manifest (linked with `rel=manifest`) that is missing.
    case manifest
    /// A rule of the `_redirects` file whose target is missing (an error), or that cannot be read (a warning).
    case redirects
    /// An external URL (`--external`) that is dead or lacks its fragment (`--external-fragments`): an error; one
    /// that stays rate limited: a warning.
    case external
    /// A page that could not be read or parsed whole: permissions, a file name that is not UTF-8, a size over
    /// 2 GiB, a read error, a file that is not a regular file.
    case unreadable
    /// Warning: a `javascript:` URL.
    case javascriptURL = "javascript-url"
    /// Warning: a present but empty (or white-space-only) URL attribute.
    case empty
    /// Warning: an `img` without an `alt` attribute.
    case missingAlt = "missing-alt"
    /// Warning: an `id` used more than once in a page.
    case duplicateID = "duplicate-id"
    /// Warning: an `http:` image or script (mixed content on an `https:` site).
    case mixedContent = "mixed-content"
    /// Warning: an external URL (`--external`) that is permanently redirected (301, 308); the message names the
    /// final URL.
    case redirect

    /// The severity a finding of this kind has unless the check says otherwise: errors are references that do
    /// not work; warnings are what many generators write on purpose (`--strict` makes them errors). A
    /// finding may differ (an external link that is only rate limited is a warning).
    public var defaultSeverity: Severity {
        switch self {
        case .link, .fragment, .image, .srcset, .script, .stylesheet, .media, .poster, .embed, .iframe, .share,
            .refresh, .css, .manifest, .redirects, .external, .unreadable:
            .error
        case .javascriptURL, .empty, .missingAlt, .duplicateID, .mixedContent, .redirect: .warning
        }
    }

    /// `count` findings of this kind as the summary line of its warnings names them (`1,061 empty links`,
    /// `1 duplicate id`).
    public func counted(_ count: Int) -> String {
        let (singular, plural): (String, String) =
            switch self {
            case .link: ("broken link", "broken links")
            case .fragment: ("broken fragment", "broken fragments")
            case .image: ("broken image", "broken images")
            case .srcset: ("broken srcset candidate", "broken srcset candidates")
            case .script: ("broken script", "broken scripts")
            case .stylesheet: ("broken stylesheet", "broken stylesheets")
            case .media: ("broken media reference", "broken media references")
            case .poster: ("broken poster", "broken posters")
            case .embed: ("broken embedded object", "broken embedded objects")
            case .iframe: ("broken iframe", "broken iframes")
            case .share: ("broken share card reference", "broken share card references")
            case .refresh: ("broken refresh", "broken refreshes")
            case .css: ("broken style sheet url", "broken style sheet urls")
            case .manifest: ("broken manifest reference", "broken manifest references")
            case .redirects: ("broken redirect rule", "broken redirect rules")
            case .redirect: ("permanently redirected link", "permanently redirected links")
            case .external: ("external link not confirmed", "external links not confirmed")
            case .unreadable: ("unreadable page", "unreadable pages")
            case .javascriptURL: ("javascript: link", "javascript: links")
            case .empty: ("empty link", "empty links")
            case .missingAlt: ("image without alt text", "images without alt text")
            case .duplicateID: ("duplicate id", "duplicate ids")
            case .mixedContent: ("insecure image or script (mixed content)", "insecure images or scripts (mixed content)")
            }
        return "\(CountText.grouped(count)) \(count == 1 ? singular : plural)"
    }

    /// What a finding of this kind means, one sentence (the rule description of SARIF output).
    public var explanation: String {
        switch self {
        case .link: "A hyperlink or form action points to a file or folder index that does not exist."
        case .fragment: "A #fragment names no id (or <a name>) in the page it points to."
        case .image: "An image points to a missing file, or an <img> has neither src nor srcset."
        case .srcset: "A srcset candidate points to a missing file."
        case .script: "A script points to a missing file."
        case .stylesheet: "A stylesheet points to a missing file."
        case .media: "A video, audio, source or track points to a missing file."
        case .poster: "A video's poster image is missing."
        case .embed: "An <object data> or <embed src> points to a missing file."
        case .iframe: "An iframe points to a missing page."
        case .share: "A share card's image or address (og:image, twitter:image, og:url) is missing."
        case .refresh: "A <meta http-equiv=refresh> redirects to a missing page."
        case .css: "A url() or @import of a style sheet, <style> element or style attribute points to a missing file."
        case .manifest: "An icon, screenshot or start_url of a web app manifest is missing."
        case .redirects: "A rule of the _redirects file points to a missing target, or cannot be read."
        case .redirect: "An external URL is permanently redirected (301, 308): link to the final URL."
        case .external: "An external URL is dead, or could not be confirmed (rate limited)."
        case .unreadable: "A page could not be read or parsed whole, so its links were not checked."
        case .javascriptURL: "A javascript: URL, which does nothing without scripts."
        case .empty: "A URL attribute is empty or only white space."
        case .missingAlt: "An image has no alt attribute."
        case .duplicateID: "An id is used more than once in a page."
        case .mixedContent: "An image or script is loaded over http: (mixed content on an https: site)."
        }
    }

    /// How a reference of this kind is named in messages (`broken image 'a.png'`).
    var noun: String {
        switch self {
        case .link, .fragment, .javascriptURL, .empty, .duplicateID, .unreadable: "link"
        case .image, .missingAlt, .mixedContent: "image"
        case .srcset: "srcset candidate"
        case .script: "script"
        case .stylesheet: "stylesheet"
        case .media: "media"
        case .poster: "poster"
        case .embed: "embedded object"
        case .iframe: "iframe"
        case .share: "share card reference"
        case .refresh: "refresh"
        case .css: "style sheet url"
        case .manifest: "manifest reference"
        case .redirects: "redirect rule target"
        case .redirect: "external link"
        case .external: "external link"
        }
    }

    /// The kinds named in `list` (`empty,javascript-url`; commas and spaces separate), or the names that are
    /// not kinds.
    public static func kinds(in list: String) -> Result<Set<FindingKind>, UnknownKindNames> {
        var kinds: Set<FindingKind> = []
        var unknown: [String] = []
        for name in list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) {
            if let kind = FindingKind(rawValue: name) { kinds.insert(kind) } else { unknown.append(name) }
        }
        return unknown.isEmpty ? .success(kinds) : .failure(UnknownKindNames(names: unknown))
    }
}

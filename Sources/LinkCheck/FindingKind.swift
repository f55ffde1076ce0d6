import Diagnostics

/// What sort of problem a ``Finding`` is; the raw value is the `kind` of the JSON output and the name that
/// `--skip` takes.
public enum FindingKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// A hyperlink (`a`/`area`/`link`/`iframe` `href`/`src`, `form` `action`) to a missing target.
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
    /// A `video`/`audio`/`source`/`track`/`embed` `src`, `video` `poster` or `object` `data` to a missing file.
    case media
    /// An external URL (`--external`) that is dead (an error) or rate limited (a warning).
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

    /// The severity a finding of this kind has unless the check says otherwise: errors are references that do
    /// not work; warnings are what many generators write on purpose (`--strict` makes them errors). A
    /// finding may differ (an external link that is only rate limited is a warning).
    public var defaultSeverity: Severity {
        switch self {
        case .link, .fragment, .image, .srcset, .script, .stylesheet, .media, .external, .unreadable: .error
        case .javascriptURL, .empty, .missingAlt, .duplicateID, .mixedContent: .warning
        }
    }

    /// What the kind counts, in the plural, for the one summary line of its warnings
    /// (`1,061 empty links`): `(count, noun)` reads as `count noun`.
    public var pluralNoun: String {
        switch self {
        case .link: "broken links"
        case .fragment: "broken fragments"
        case .image: "broken images"
        case .srcset: "broken srcset candidates"
        case .script: "broken scripts"
        case .stylesheet: "broken stylesheets"
        case .media: "broken media references"
        case .external: "external links not confirmed"
        case .unreadable: "unreadable pages"
        case .javascriptURL: "javascript: links"
        case .empty: "empty links"
        case .missingAlt: "images without alt text"
        case .duplicateID: "duplicate ids"
        case .mixedContent: "insecure images or scripts (mixed content)"
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

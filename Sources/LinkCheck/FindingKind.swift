/// What sort of problem a ``Finding`` is; the raw value is the `kind` of the JSON output.
public enum FindingKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// A hyperlink (`a`/`area`/`link`/`iframe` `href`/`src`, `form` `action`) to a missing target.
    case link
    /// A `#fragment` that names no `id` (or `<a name>`) in an existing target page.
    case fragment
    /// An `img` `src` or `input type=image` `src` to a missing file.
    case image
    /// A `srcset` candidate (of `img` or `source`) to a missing file.
    case srcset
    /// A `script` `src` to a missing file.
    case script
    /// A `link rel=stylesheet` `href` to a missing file.
    case stylesheet
    /// A `video`/`audio`/`source`/`track`/`embed` `src`, `video` `poster` or `object` `data` to a missing file.
    case media
    /// A `javascript:` URL.
    case javascriptURL = "javascript-url"
    /// A present but empty (or white-space-only) URL attribute, or an `img` with neither `src` nor `srcset`.
    case empty
    /// Warning: an `img` without an `alt` attribute.
    case missingAlt = "missing-alt"
    /// Warning: an `id` used more than once in a page.
    case duplicateID = "duplicate-id"
    /// Warning: an `http:` image or script (mixed content on an `https:` site).
    case mixedContent = "mixed-content"
    /// An external URL (`--external`) that is dead, rate limited, or lacks the fragment (`--external-fragments`).
    case external

    /// How a reference of this kind is named in messages (`broken image 'a.png'`).
    var noun: String {
        switch self {
        case .link, .fragment, .javascriptURL, .empty, .duplicateID: "link"
        case .image, .missingAlt, .mixedContent: "image"
        case .srcset: "srcset candidate"
        case .script: "script"
        case .stylesheet: "stylesheet"
        case .media: "media"
        case .external: "external link"
        }
    }
}

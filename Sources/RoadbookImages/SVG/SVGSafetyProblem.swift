import RoadbookContent
/// Why an SVG of `content/images/` is not published as it is without `images.trustSVG`: opened on its own (a link
/// to the file, a new tab), an SVG is a document of the site's origin, and what it runs or fetches runs there.
enum SVGSafetyProblem: Hashable, Sendable, CustomStringConvertible {
    /// A `<script>` element, or SVG Tiny's `<handler>` / `<listener>` (its qualified name).
    case scriptElement(String)
    /// An element that embeds other documents or HTML: `<foreignObject>`, `<iframe>`, `<embed>`, `<object>`…
    case embeddingElement(String)
    /// An event-handler attribute: `onload`, `onclick`… (its qualified name).
    case eventAttribute(String)
    /// A link or fetch of anything but a fragment of the file itself or an inline raster image: `href`, `src`,
    /// CSS `url()` (the attribute or `style`, and the value as written).
    case externalReference(attribute: String, value: String)
    /// A `javascript:` (or `vbscript:`) address in an attribute.
    case scriptURL(attribute: String)
    /// An animation (`<set>`, `<animate>`) that changes a link or an event handler (the attribute it targets).
    case animatedAttribute(String)
    /// An `<?xml-stylesheet?>` instruction, which loads a style sheet.
    case stylesheetInstruction
    /// A CSS `@import`.
    case cssImport
    /// An entity whose text comes from another file (`SYSTEM`/`PUBLIC`) or a parameter entity (`%`) (its name).
    case externalEntity(String)
    /// An entity whose value holds markup (its name), or a DOCTYPE declaration other than an internal entity.
    case markupDeclaration(String)
    /// The file is not UTF-8 or an ASCII-compatible encoding that browsers and this check read alike (the encoding).
    case unsupportedEncoding(String)
    /// The file's markup is broken in a way that could hide something from this check (what is wrong).
    case malformed(String)

    /// The message, lowercase, without a period.
    var description: String {
        switch self {
        case .scriptElement(let name): "SVG holds a '<\(name)>' element, which runs script"
        case .embeddingElement(let name): "SVG holds a '<\(name)>' element, which embeds HTML or another document"
        case .eventAttribute(let name): "SVG has an event-handler attribute '\(name)', which runs script"
        case .externalReference(let attribute, let value):
            "SVG refers to '\(VisibleValue.text(value))' in '\(attribute)': only '#fragment' references and inline raster images are published"
        case .scriptURL(let attribute): "SVG has a script address ('javascript:') in '\(attribute)'"
        case .animatedAttribute(let name): "SVG animates '\(name)', which changes a link or runs script"
        case .stylesheetInstruction: "SVG loads a style sheet with '<?xml-stylesheet?>'"
        case .cssImport: "SVG style imports another style sheet ('@import')"
        case .externalEntity(let name): "SVG declares entity '\(name)' from outside the file"
        case .markupDeclaration(let name): "SVG's DOCTYPE declares '\(name)', which can change the document"
        case .unsupportedEncoding(let encoding): "SVG is in encoding '\(encoding)': save it as UTF-8"
        case .malformed(let what): "SVG is not well-formed (\(what)), so it cannot be checked"
        }
    }
}

/// An attribute value as a message shows it: at most 80 characters.
private enum VisibleValue {
    static func text(_ value: String) -> String {
        value.count <= 80 ? value : String(value.prefix(79)) + "…"
    }
}

import Diagnostics

/// Turns the scanned elements of one page into a ``PageAnalysis``: which attributes hold references, of
/// which kind; the page's anchors; and the findings that need no other page.
package struct PageAnalyzer: Sendable {
    /// The page, relative to the site root, for findings.
    let file: String
    /// Whether a cleaned URL is to be skipped (`--ignore-url`).
    let isIgnoredURL: @Sendable (String) -> Bool

    /// An analyzer of the page at `file` that skips the URLs `isIgnoredURL` accepts.
    package init(file: String, isIgnoredURL: @escaping @Sendable (String) -> Bool) {
        self.file = file
        self.isIgnoredURL = isIgnoredURL
    }

    /// Analyzes the elements of the page, in document order.
    package func analyze(_ elements: [ScannedElement]) -> PageAnalysis {
        var analysis = PageAnalysis()
        var idLines: [ByteString: Int] = [:]
        for element in elements { analyze(element, into: &analysis, idLines: &idLines) }
        return analysis
    }

    /// Adds the next element of the page, in document order, to `analysis`; `idLines` holds the line of each id
    /// seen so far. The scanner hands elements over one by one, so a page's elements are never kept in a list.
    func analyze(_ element: ScannedElement, into analysis: inout PageAnalysis, idLines: inout [ByteString: Int]) {
        if let id = element.attributes.id, !id.isEmpty {
            let key = ByteString(id)
            // A new anchor cannot be a duplicate id: the id table is only read for anchors seen before.
            if analysis.anchors.insert(key).inserted {
                idLines[key] = element.line
            } else if let first = idLines[key] {
                if !element.isIgnored {
                    analysis.record(
                        finding(element, url: id, kind: .duplicateID, "duplicate id '\(id)' (first on line \(first))"))
                }
            } else {
                idLines[key] = element.line
            }
        }
        if element.name == "a", let name = element.attributes.name, !name.isEmpty {
            analysis.anchors.insert(ByteString(name))
        }
        if element.name == "base", analysis.baseHref == nil, let href = element.attributes.href {
            let cleaned = URLText.cleaned(href)
            if !cleaned.isEmpty { analysis.baseHref = cleaned }
            return
        }
        guard !element.isIgnored else { return }
        references(of: element, into: &analysis)
        if let style = element.attributes.style { addCSS(style, of: element, into: &analysis) }
    }

    private func references(of element: ScannedElement, into analysis: inout PageAnalysis) {
        switch element.name {
        case "a", "area":
            add(element.attributes.href, "href", of: element, .link, into: &analysis)
        case "link":
            let rel = (element.attributes.rel ?? "").lowercased().split(whereSeparator: { $0.isWhitespace })
            if rel.contains("preconnect") || rel.contains("dns-prefetch") { return }
            let kind: FindingKind = rel.contains("stylesheet") ? .stylesheet : .link
            if rel.contains("manifest"), let href = element.attributes.href, !URLText.cleaned(href).isEmpty,
                !isIgnoredURL(URLText.cleaned(href))
            {
                analysis.manifestURLs.append(URLText.cleaned(href))
            }
            add(
                element.attributes.href, "href", of: element, kind, uncountedWhenExternal: rel.contains("canonical"),
                into: &analysis)
        case "img":
            add(element.attributes.src, "src", of: element, .image, isPassive: true, into: &analysis)
            addSrcset(element, into: &analysis)
            if element.attributes.src == nil, element.attributes.srcset == nil {
                analysis.record(finding(element, url: "", kind: .image, "image without 'src' or 'srcset'"))
            }
            if element.attributes.alt == nil {
                let src = element.attributes.src.map(URLText.cleaned) ?? ""
                if element.attributes.src == nil || !isIgnoredURL(src) {
                    let subject = src.isEmpty ? "" : " '\(src)'"
                    analysis.record(finding(element, url: src, kind: .missingAlt, "image\(subject) has no 'alt' text"))
                }
            }
        case "source", "script", "video", "audio", "track", "embed", "object", "iframe":
            embeddedReferences(of: element, into: &analysis)
        case "meta":
            metaReferences(of: element, into: &analysis)
        case "style":
            analysis.styleElementLines.append(element.line)
        case "input":
            if URLText.cleaned(element.attributes.type ?? "").lowercased() == "image" {
                add(element.attributes.src, "src", of: element, .image, isPassive: true, into: &analysis)
            }
        case "form":
            // An empty or missing action submits to the page itself: valid, and no finding.
            if let action = element.attributes.action, !URLText.cleaned(action).isEmpty {
                add(element.attributes.action, "action", of: element, .link, into: &analysis)
            }
        default:
            break
        }
    }

    /// The references of elements that embed a file or page: media, scripts, objects, frames.
    private func embeddedReferences(of element: ScannedElement, into analysis: inout PageAnalysis) {
        switch element.name {
        case "source":
            add(element.attributes.src, "src", of: element, .media, into: &analysis)
            addSrcset(element, into: &analysis)
        case "script":
            add(element.attributes.src, "src", of: element, .script, isPassive: true, into: &analysis)
        case "video":
            add(element.attributes.src, "src", of: element, .media, into: &analysis)
            add(element.attributes.poster, "poster", of: element, .poster, into: &analysis)
        case "embed":
            add(element.attributes.src, "src", of: element, .embed, into: &analysis)
        case "object":
            add(element.attributes.data, "data", of: element, .embed, into: &analysis)
        case "iframe":
            add(element.attributes.src, "src", of: element, .iframe, into: &analysis)
        default:
            add(element.attributes.src, "src", of: element, .media, into: &analysis)
        }
    }

    /// The share card properties whose `content` is a URL of the site (Open Graph and Twitter cards).
    static let shareProperties: Set<String> = [
        "og:image", "og:image:url", "og:image:secure_url", "og:video", "og:video:url", "og:video:secure_url",
        "og:audio", "og:url", "twitter:image", "twitter:image:src", "twitter:player",
    ]

    /// The URL of a share card (`<meta property="og:image">`, `<meta name="twitter:image">`) and of a refresh.
    private func metaReferences(of element: ScannedElement, into analysis: inout PageAnalysis) {
        let attributes = element.attributes
        if let equiv = attributes.httpEquiv, URLText.cleaned(equiv).lowercased() == "refresh" {
            guard let content = attributes.content, let url = RefreshContent.url(in: content) else { return }
            addURL(url, of: element, .refresh, isPassive: false, uncountedWhenExternal: false, into: &analysis)
            return
        }
        guard let property = (attributes.property ?? attributes.name).map({ URLText.cleaned($0).lowercased() }),
            Self.shareProperties.contains(property)
        else { return }
        // og:url names the page itself, as a canonical link does: not a reference when it is another host.
        add(
            attributes.content, "content", of: element, .share, uncountedWhenExternal: property == "og:url",
            into: &analysis)
    }

    /// The `url(…)` references of a `style` attribute, at the element's line.
    private func addCSS(_ style: String, of element: ScannedElement, into analysis: inout PageAnalysis) {
        for reference in CSSReferenceScanner.references(in: style.utf8) where Self.isChecked(reference.url) {
            addURL(reference.url, of: element, .css, isPassive: false, uncountedWhenExternal: false, into: &analysis)
        }
    }

    /// Adds the URLs of a style sheet (a `.css` file, or the `<style>` elements of the page) with their lines and
    /// columns; `kind` is the kind a missing target gives.
    func addStyleSheet(
        _ references: [CSSReferenceScanner.Reference], kind: FindingKind = .css, into analysis: inout PageAnalysis
    ) {
        for reference in references where Self.isChecked(reference.url) {
            if isIgnoredURL(reference.url) {
                analysis.ignoredCount += 1
                continue
            }
            if URLText.scheme(of: reference.url) == "javascript" { continue }
            analysis.record(
                url: reference.url, line: reference.line, column: reference.column, kind: kind,
                isUncountedWhenExternal: false)
        }
    }

    /// Whether a style sheet's URL refers to a file: not empty (`url()` loads nothing) and not a fragment alone
    /// (`url(#shadow)` names an element of the document that uses the style).
    private static func isChecked(_ url: String) -> Bool {
        guard let first = url.utf8.first else { return false }
        return first != UInt8(ascii: "#")
    }

    /// Adds the URL `value` of `attribute` of `element`, if the attribute is present. `isPassive`: an `http:` URL
    /// here is mixed content (an image or a script).
    private func add(
        _ value: String?, _ attribute: String, of element: ScannedElement, _ kind: FindingKind, isPassive: Bool = false,
        uncountedWhenExternal: Bool = false, into analysis: inout PageAnalysis
    ) {
        guard let raw = value else { return }
        let url = URLText.cleaned(raw)
        if url.isEmpty {
            if isIgnoredURL(url) {
                analysis.ignoredCount += 1
            } else {
                analysis.record(finding(element, url: "", kind: .empty, "empty '\(attribute)' in <\(element.name)>"))
            }
            return
        }
        addURL(url, of: element, kind, isPassive: isPassive, uncountedWhenExternal: uncountedWhenExternal, into: &analysis)
    }

    private func addSrcset(_ element: ScannedElement, into analysis: inout PageAnalysis) {
        guard let raw = element.attributes.srcset else { return }
        let urls = SrcsetParser.urls(in: raw)
        if urls.isEmpty {
            if isIgnoredURL("") {
                analysis.ignoredCount += 1
            } else {
                analysis.record(finding(element, url: "", kind: .empty, "empty 'srcset' in <\(element.name)>"))
            }
            return
        }
        for url in urls {
            addURL(url, of: element, .srcset, isPassive: true, uncountedWhenExternal: false, into: &analysis)
        }
    }

    private func addURL(
        _ url: String, of element: ScannedElement, _ kind: FindingKind, isPassive: Bool, uncountedWhenExternal: Bool,
        into analysis: inout PageAnalysis
    ) {
        if isIgnoredURL(url) {
            analysis.ignoredCount += 1
            return
        }
        let scheme = URLText.scheme(of: url)
        if scheme == "javascript" {
            analysis.record(finding(element, url: url, kind: .javascriptURL, "javascript url '\(url)' in <\(element.name)>"))
            return
        }
        if isPassive, scheme == "http" {
            let what = element.name == "script" ? "script" : "image"
            analysis.record(finding(element, url: url, kind: .mixedContent, "insecure \(what) '\(url)' (mixed content)"))
        }
        analysis.record(url: url, line: element.line, kind: kind, isUncountedWhenExternal: uncountedWhenExternal)
    }

    /// A finding at `element`, with its kind's default severity.
    private func finding(_ element: ScannedElement, url: String, kind: FindingKind, _ message: String) -> Finding {
        Finding(file: file, line: element.line, url: url, kind: kind, severity: kind.defaultSeverity, message: message)
    }
}

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
    }

    private func references(of element: ScannedElement, into analysis: inout PageAnalysis) {
        switch element.name {
        case "a", "area":
            add(element.attributes.href, "href", of: element, .link, into: &analysis)
        case "link":
            let rel = (element.attributes.rel ?? "").lowercased().split(whereSeparator: { $0.isWhitespace })
            if rel.contains("preconnect") || rel.contains("dns-prefetch") { return }
            let kind: FindingKind = rel.contains("stylesheet") ? .stylesheet : .link
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
        case "source":
            add(element.attributes.src, "src", of: element, .media, into: &analysis)
            addSrcset(element, into: &analysis)
        case "script":
            add(element.attributes.src, "src", of: element, .script, isPassive: true, into: &analysis)
        case "video":
            add(element.attributes.src, "src", of: element, .media, into: &analysis)
            add(element.attributes.poster, "poster", of: element, .media, into: &analysis)
        case "audio", "track", "embed":
            add(element.attributes.src, "src", of: element, .media, into: &analysis)
        case "object":
            add(element.attributes.data, "data", of: element, .media, into: &analysis)
        case "iframe":
            add(element.attributes.src, "src", of: element, .link, into: &analysis)
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

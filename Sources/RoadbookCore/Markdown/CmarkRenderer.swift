import CCmark
import Diagnostics
import Foundation

/// Markdown to HTML through cmark (CommonMark), the one file that touches cmark's C API.
///
/// Beyond cmark's own HTML it gives every heading an id (the slug of its text, unique in the page) and a
/// self-link, rewrites links to content by source path into the page's relative URL, resolves images by name
/// (with their width and height) and reports what does not resolve at the Markdown file's line.
public struct CmarkRenderer: Sendable {
    /// Safe and smart-punctuation settings.
    public let options: MarkdownOptions
    /// Resolves links to content and images by name.
    public let resolver: ContentLinkResolver
    /// The accessible name of a heading's `#` link, from the heading's text ("Link to this section: Visiting").
    public let headingLinkLabel: @Sendable (String) -> String

    /// A renderer with `options`, resolving links through `resolver`; `headingLinkLabel` names each heading's
    /// `#` link (the strings table's `markdown.headingLinkLabel`).
    public init(
        options: MarkdownOptions, resolver: ContentLinkResolver,
        headingLinkLabel: @escaping @Sendable (String) -> String = { StringTable.english.text("markdown.headingLinkLabel", ["heading": $0]) }
    ) {
        self.options = options
        self.resolver = resolver
        self.headingLinkLabel = headingLinkLabel
    }

    private var cmarkOptions: Int32 {
        var flags = CMARK_OPT_DEFAULT
        if options.smart { flags |= CMARK_OPT_SMART }
        if options.unsafeHTML { flags |= CMARK_OPT_UNSAFE }
        return flags
    }

    /// Renders `markdown` for a page `context.rootPrefix` away from the site root.
    public func render(_ markdown: String, context: MarkdownContext, reservedIDs: Set<String> = []) -> RenderedMarkdown {
        let flags = cmarkOptions
        var text = markdown
        let document: OpaquePointer? = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, flags)
            }
        }
        guard let document else { return RenderedMarkdown(html: "", diagnostics: [], headingIDs: []) }
        defer { cmark_node_free(document) }

        var headings: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        var images: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                switch cmark_node_get_type(node) {
                case CMARK_NODE_HEADING: headings.append(node)
                case CMARK_NODE_LINK: links.append(node)
                case CMARK_NODE_IMAGE: images.append(node)
                default: break
                }
            }
        }

        var diagnostics: [Diagnostic] = []
        for link in links {
            let url = Self.string(cmark_node_get_url(link))
            if !options.unsafeHTML && Self.isDangerous(url) {
                Self.unwrap(link)
                continue
            }
            if url.allSatisfy(\.isWhitespace) {
                diagnostics.append(.error("link '\(Self.plainText(of: link))' has an empty URL", at: location(of: link, in: context)))
                continue
            }
            switch resolver.resolve(url, from: context.sourcePath) {
            case .unchanged: break
            case .sitePath(let path):
                cmark_node_set_url(link, context.rootPrefix + RelativeURL.fileForm(of: path))
            case .missing(let message):
                diagnostics.append(.error(message, at: location(of: link, in: context)))
            }
        }
        for image in images {
            let url = Self.string(cmark_node_get_url(image))
            if !options.unsafeHTML && Self.isDangerous(url) {
                Self.replace(image, withCustom: CMARK_NODE_CUSTOM_INLINE, html: HTMLEscaper.escape(Self.plainText(of: image)))
                continue
            }
            if url.allSatisfy(\.isWhitespace) {
                diagnostics.append(.error("image '\(Self.plainText(of: image))' has an empty URL", at: location(of: image, in: context)))
                continue
            }
            switch resolver.resolveImage(url, from: context.sourcePath) {
            case .unchanged: break
            case .missing(let message):
                diagnostics.append(.error(message, at: location(of: image, in: context)))
            case .sitePath(let path):
                let asset = resolver.image(atSitePath: path)
                var tag = "<img src=\"\(HTMLEscaper.escape(context.rootPrefix + path))\" alt=\"\(HTMLEscaper.escape(Self.plainText(of: image)))\""
                if let width = asset?.width, let height = asset?.height { tag += " width=\"\(width)\" height=\"\(height)\"" }
                let title = Self.string(cmark_node_get_title(image))
                if !title.isEmpty { tag += " title=\"\(HTMLEscaper.escape(title))\"" }
                tag += " loading=\"lazy\">"
                Self.replace(image, withCustom: CMARK_NODE_CUSTOM_INLINE, html: tag)
            }
        }
        var slugger = HeadingSlugger(reserved: reservedIDs)
        var ids: [String] = []
        for heading in headings {
            let title = Self.plainText(of: heading)
            let id = slugger.uniqueSlug(title, prefix: context.headingIDPrefix)
            ids.append(id)
            let level = cmark_node_get_heading_level(heading)
            guard let rendered = cmark_render_html(heading, flags) else { continue }
            var html = String(cString: rendered)
            free(rendered)
            let open = "<h\(level)>"
            let close = "</h\(level)>"
            guard html.hasPrefix(open), let end = html.range(of: close, options: .backwards) else { continue }
            let inner = html[html.index(html.startIndex, offsetBy: open.count)..<end.lowerBound]
            html = "<h\(level) id=\"\(id)\">\(inner) <a class=\"anchor\" href=\"#\(id)\" aria-label=\"\(HTMLEscaper.escape(headingLinkLabel(title)))\">#</a></h\(level)>"
            Self.replace(heading, withCustom: CMARK_NODE_CUSTOM_BLOCK, html: html)
        }

        guard let rendered = cmark_render_html(document, flags) else {
            return RenderedMarkdown(html: "", diagnostics: diagnostics, headingIDs: ids)
        }
        let html = String(cString: rendered)
        free(rendered)
        return RenderedMarkdown(html: html, diagnostics: diagnostics, headingIDs: ids)
    }

    /// The location of `node` in the file: cmark's 1-based line moved by where the Markdown starts.
    private func location(of node: OpaquePointer, in context: MarkdownContext) -> SourceLocation {
        var line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        var parent: OpaquePointer? = node
        while line == 0, let current = parent {
            parent = cmark_node_parent(current)
            if let parent {
                line = Int(cmark_node_get_start_line(parent))
                column = Int(cmark_node_get_start_column(parent))
            }
        }
        return SourceLocation(
            path: context.sourcePath,
            line: line > 0 ? line + context.firstLine - 1 : context.firstLine,
            column: column > 0 && context.reportsColumns ? column + context.columnOffset : 0
        )
    }

    /// Whether cmark's safe mode would blank `url` (`javascript:`, `vbscript:`, `file:`, a `data:` that is not a
    /// PNG, GIF, JPEG or WebP image): such a link is kept as its text, not as an `href=""` that goes nowhere.
    static func isDangerous(_ url: String) -> Bool {
        let lowercased = url.lowercased()
        if lowercased.hasPrefix("javascript:") || lowercased.hasPrefix("vbscript:") || lowercased.hasPrefix("file:") { return true }
        guard lowercased.hasPrefix("data:") else { return false }
        return !["png", "gif", "jpeg", "webp"].contains { lowercased.hasPrefix("data:image/\($0)") }
    }

    /// Puts the children of `node` in its place, and frees `node`.
    private static func unwrap(_ node: OpaquePointer) {
        while let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_insert_before(node, child)
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// Swaps `node` for a custom node that prints `html` as is, and frees `node`.
    private static func replace(_ node: OpaquePointer, withCustom type: cmark_node_type, html: String) {
        guard let custom = cmark_node_new(type) else { return }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        if cmark_node_replace(node, custom) == 1 {
            cmark_node_free(node)
        } else {
            cmark_node_free(custom)
        }
    }

    /// The text of a node's descendants (text, code, line breaks as spaces), for slugs and alt text.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

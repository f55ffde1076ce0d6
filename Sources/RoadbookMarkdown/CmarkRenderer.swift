internal import CCmarkGFM
import Diagnostics
import Escaping
import Foundation
import Parallelism
import RoadbookContent

/// GitHub-flavoured Markdown to HTML through cmark-gfm, the one file that touches cmark-gfm's C API.
///
/// The HTML is cmark-gfm's own, with the extensions GitHub uses (tables, strikethrough, autolinks, task lists,
/// footnotes; and the tag filter when raw HTML is allowed), except what Roadbook adds on purpose: every heading
/// gets an id (the slug of its text, unique in the page) and a self-link, a table sits in a
/// `<div class="table-scroll">` so it scrolls sideways on a phone, links to content by source path become the
/// page's relative URL, images of the site become a `<picture>` like a gallery photo's (a `<figure>` when the
/// image alone makes a paragraph and has a title), and footnote ids take the context's prefix. What does not
/// resolve is reported at the Markdown file's line, and a `#` heading (a second `<h1>` on the page) is warned of.
package struct CmarkRenderer: Sendable {
    /// Safe and smart-punctuation settings.
    package let options: MarkdownOptions
    /// Resolves links to content and images by name.
    package let resolver: ContentLinkResolver
    /// The accessible name of a heading's `#` link, from the heading's text ("Link to this section: Visiting").
    package let headingLinkLabel: @Sendable (String) -> String

    /// A renderer with `options`, resolving links through `resolver`; `headingLinkLabel` names each heading's
    /// `#` link (the strings table's `markdown.headingLinkLabel`).
    package init(
        options: MarkdownOptions, resolver: ContentLinkResolver,
        headingLinkLabel: @escaping @Sendable (String) -> String = { StringTable.english.text("markdown.headingLinkLabel", ["heading": $0]) }
    ) {
        self.options = options
        self.resolver = resolver
        self.headingLinkLabel = headingLinkLabel
    }

    /// Footnotes (when the text may have one), and a table cell's alignment as `style="text-align: …"` (HTML5 has
    /// no `align` attribute).
    private func cmarkOptions(_ hints: MarkdownSyntaxHints) -> Int32 {
        var flags = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        if hints.footnotes { flags |= CMARK_OPT_FOOTNOTES }
        if options.smart { flags |= CMARK_OPT_SMART }
        if options.unsafeHTML { flags |= CMARK_OPT_UNSAFE }
        return flags
    }

    /// The extensions GitHub renders comments with, those the text may use (``MarkdownSyntaxHints``); `tagfilter`
    /// (no `<script>`, `<iframe>`, `<style>`… in raw HTML) matters only when raw HTML is let through.
    private func extensionNames(_ hints: MarkdownSyntaxHints) -> [String] {
        var names: [String] = []
        if hints.table { names.append("table") }
        if hints.strikethrough { names.append("strikethrough") }
        if hints.autolink != .none { names.append("autolink") }
        if hints.taskList { names.append("tasklist") }
        if options.unsafeHTML, hints.rawHTML { names.append("tagfilter") }
        return names
    }

    /// Whether each parse attaches only the extensions its text may use; false attaches all (the tests compare).
    var attachesOnlyHintedExtensions = true

    /// cmark-gfm's extensions register once per process.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Renders `markdown` for a page `context.rootPrefix` away from the site root: parse, then rewrite links,
    /// images and headings in the tree, then render the tree.
    ///
    /// When the only autolink marks of the text are in link destinations (`[x](https://…)`, most links), it is
    /// parsed without the autolink extension, and again with it only if the text of the HTML has a mark after all
    /// (a `(https://…` that did not make a link): an autolink is made only of text, so a tree whose text has none
    /// of its marks renders the same with the extension and without.
    package func render(_ markdown: String, context: MarkdownContext, reservedIDs: Set<String> = []) -> RenderedMarkdown {
        var text = markdown
        let hints = text.withUTF8 { attachesOnlyHintedExtensions ? MarkdownSyntaxHints($0) : .all }
        if hints.autolink == .inLinkDestinations {
            var withoutAutolink = hints
            withoutAutolink.autolink = .none
            let rendered = render(markdown, hints: withoutAutolink, context: context, reservedIDs: reservedIDs)
            if !RenderedText.mayHoldAutolinkMarks(rendered.html) { return rendered }
        }
        return render(markdown, hints: hints, context: context, reservedIDs: reservedIDs)
    }

    /// ``render(_:context:reservedIDs:)`` with the extensions of `hints`.
    private func render(_ markdown: String, hints: MarkdownSyntaxHints, context: MarkdownContext, reservedIDs: Set<String>)
        -> RenderedMarkdown
    {
        // The parse's memory is the thread's arena, freed at once when the tree is rendered: what leaves the scope
        // is Swift's (the HTML copied out of cmark-gfm's buffer, the ids, the diagnostics).
        let (rendered, hasFootnotes) = ThreadArena.withScope { () -> (RenderedMarkdown, Bool) in
            guard let parse = parse(markdown, hints: hints) else {
                return (RenderedMarkdown(html: "", diagnostics: [], headingIDs: []), false)
            }
            let nodes = Self.nodes(of: parse.document)
            return (render(parse, nodes: nodes, context: context, reservedIDs: reservedIDs), nodes.hasFootnotes)
        }
        // Only Markdown with a footnote has footnote markup to rename or ids to clash with: most has none, and
        // searching every field's HTML for it was a twelfth of a build.
        guard hasFootnotes else { return rendered }
        let html = FootnoteIDs.prefixed(rendered.html, with: context.footnoteIDPrefix)
        // A heading slugged like a footnote ("Fn 1" and `fn-1`): render again with the footnotes' ids taken.
        if !rendered.headingIDs.isEmpty, html.contains(FootnoteIDs.sectionOpening) {
            let footnoteIDs = FootnoteIDs.ids(in: html)
            if !footnoteIDs.isSubset(of: reservedIDs), rendered.headingIDs.contains(where: footnoteIDs.contains) {
                return render(markdown, hints: hints, context: context, reservedIDs: reservedIDs.union(footnoteIDs))
            }
        }
        return RenderedMarkdown(html: html, diagnostics: rendered.diagnostics, headingIDs: rendered.headingIDs)
    }

    /// The tree of `parse` rewritten (links, images, tables, headings) and rendered, its footnote ids as cmark-gfm
    /// writes them.
    private func render(_ parse: Parse, nodes: DocumentNodes, context: MarkdownContext, reservedIDs: Set<String>) -> RenderedMarkdown {
        var diagnostics: [Diagnostic] = []
        for link in nodes.links { rewriteLink(link, context: context, diagnostics: &diagnostics) }
        // Last first: an image inside another's description comes after it, and rewriting the outer one frees
        // the inner (`![![]()](pic)` read a freed node when the outer went first; found by fuzzing).
        // Each image's problems are kept in its place, so they are still reported in document order.
        var imageDiagnostics = [[Diagnostic]](repeating: [], count: nodes.images.count)
        for index in nodes.images.indices.reversed() {
            rewriteImage(nodes.images[index], context: context, diagnostics: &imageDiagnostics[index])
        }
        diagnostics += imageDiagnostics.joined()
        for table in nodes.tables { Self.wrap(table, in: #"<div class="table-scroll" tabindex="0">"#, closing: "</div>") }
        var slugger = HeadingSlugger(reserved: reservedIDs)
        let ids = nodes.headings.map { heading in
            if cmark_node_get_heading_level(heading) == 1 {
                diagnostics.append(.warning(
                    "a '#' heading makes a second top-level heading on the page, after the page's own title; start at '##'",
                    at: location(of: heading, in: context)))
            }
            return anchorHeading(heading, slugger: &slugger, context: context)
        }
        // Each task's text (its first block's), the accessible name of its checkbox.
        let taskNames = nodes.taskItems.map { Self.plainText(of: cmark_node_first_child($0) ?? $0) }
        let html = Self.html(of: parse.document, flags: parse.flags, extensions: cmark_parser_get_syntax_extensions(parse.parser)) ?? ""
        return RenderedMarkdown(html: TaskCheckboxNames.named(html, taskNames), diagnostics: diagnostics, headingIDs: ids)
    }

    /// cmark-gfm's allocator for every parse: the thread's ``ThreadArena``. Every allocation of a parse goes
    /// through it (checked in cmark-gfm 0.29.0.gfm.6's source): the parser, its lists of extensions, reference and
    /// footnote maps, the nodes (the extensions make theirs with the parser's allocator, and a table's cell data
    /// too), iterators, the strings cmark-gfm makes of a node's URL or title, and the HTML renderer's buffer (with
    /// the root node's allocator). The extensions' own lists are made once, with the default allocator, when they
    /// register. Freeing one block does nothing: the scope frees them all.
    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(
                calloc: { count, size in
                    guard let block = ThreadArena.allocateZeroed(count: count, size: size) else { CmarkRenderer.outOfMemory() }
                    return block
                },
                realloc: { block, size in
                    guard let moved = ThreadArena.reallocate(block, to: size) else { CmarkRenderer.outOfMemory() }
                    return moved
                },
                free: { _ in }
            ))
        return memory
    }()

    /// What cmark-gfm's own allocator does when `calloc` fails (its callers do not check).
    private static func outOfMemory() -> Never {
        fatalError("out of memory for cmark-gfm")
    }

    /// A finished parse of one piece of Markdown: the parser (which holds the extensions the HTML renderer needs)
    /// and its document, both in the thread's arena (valid until its scope ends); and the options it used.
    private struct Parse {
        let parser: OpaquePointer
        let document: OpaquePointer
        let flags: Int32

        /// Held while a parser finishes. cmark-gfm 0.29.0.gfm.6 keeps the characters that start inline syntax in
        /// tables of the process, not of the parser: finishing a parse (its inline pass) adds its extensions'
        /// characters (`~`, `:`, `w`…) to them and then removes them, so a parse finishing on another thread made
        /// this one miss strikethroughs and autolinks at random (seen as differing HTML from two threads).
        private static let inlinePass = Locked(())

        init?(parser: OpaquePointer, flags: Int32) {
            // The tree goes out of the lock as an address: a pointer from the parser is not a value one may send.
            let address = Self.inlinePass.withLock { _ in Int(bitPattern: cmark_parser_finish(parser)) }
            guard let document = OpaquePointer(bitPattern: address) else { return nil }
            (self.parser, self.document, self.flags) = (parser, document, flags)
        }
    }

    /// `markdown` parsed with this renderer's options and the extensions of `hints`.
    private func parse(_ markdown: String, hints: MarkdownSyntaxHints) -> Parse? {
        _ = Self.registered
        let flags = cmarkOptions(hints)
        guard let parser = cmark_parser_new_with_mem(flags, Self.memory) else { return nil }
        for name in extensionNames(hints) {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var text = markdown
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in cmark_parser_feed(parser, chars.baseAddress, chars.count) }
        }
        return Parse(parser: parser, flags: flags)
    }

    /// What one walk of `document` finds: the headings, links, images and tables in document order, and whether it
    /// has a footnote.
    private static func nodes(of document: OpaquePointer) -> DocumentNodes {
        var nodes = DocumentNodes()
        guard let iterator = cmark_iter_new(document) else { return nodes }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING: nodes.headings.append(node)
            case CMARK_NODE_LINK: nodes.links.append(node)
            case CMARK_NODE_IMAGE: nodes.images.append(node)
            case CMARK_NODE_FOOTNOTE_DEFINITION, CMARK_NODE_FOOTNOTE_REFERENCE: nodes.hasFootnotes = true
            case CMARK_NODE_ITEM:
                // A task list item is an item the tasklist extension took: known by its name.
                if let name = cmark_node_get_type_string(node), strcmp(name, "tasklist") == 0 { nodes.taskItems.append(node) }
            case CMARK_NODE_TEXT, CMARK_NODE_PARAGRAPH, CMARK_NODE_SOFTBREAK, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_CODE,
                CMARK_NODE_LIST:
                break
            default:
                // An extension's node types are numbered when it registers: a table is known by its name.
                if let name = cmark_node_get_type_string(node), strcmp(name, "table") == 0 { nodes.tables.append(node) }
            }
        }
        return nodes
    }

    /// Puts `block` inside a new custom block that writes `opening` before it and `closing` after it.
    private static func wrap(_ block: OpaquePointer, in opening: String, closing: String) {
        guard let wrapper = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory) else { return }
        cmark_node_set_on_enter(wrapper, opening)
        cmark_node_set_on_exit(wrapper, closing)
        guard cmark_node_insert_before(block, wrapper) == 1 else {
            cmark_node_free(wrapper)
            return
        }
        cmark_node_unlink(block)
        cmark_node_append_child(wrapper, block)
    }

    /// The link policy: a dangerous URL (unless raw HTML is allowed) loses its link, an empty one is an error, a
    /// link to content is pointed at the page it becomes.
    private func rewriteLink(_ link: OpaquePointer, context: MarkdownContext, diagnostics: inout [Diagnostic]) {
        guard let url = usableURL(of: link, what: "link", context: context, diagnostics: &diagnostics, defuse: Self.unwrap)
        else { return }
        switch resolver.resolve(url, from: context.sourcePath) {
        case .unchanged: break
        case .sitePath(let path):
            cmark_node_set_url(link, context.rootPrefix + RelativeURL.fileForm(of: path))
        case .missing(let message):
            diagnostics.append(.error(message, at: location(of: link, in: context)))
        }
    }

    /// The image policy: a dangerous URL becomes the image's text, an empty one is an error, an image of the
    /// site becomes an `<img>` with its size (``imageTag(_:sitePath:context:)``).
    private func rewriteImage(_ image: OpaquePointer, context: MarkdownContext, diagnostics: inout [Diagnostic]) {
        let defuse: (OpaquePointer) -> Void = {
            Self.replace($0, withCustom: CMARK_NODE_CUSTOM_INLINE, html: HTMLEscaper.escape(Self.plainText(of: $0)))
        }
        guard let url = usableURL(of: image, what: "image", context: context, diagnostics: &diagnostics, defuse: defuse)
        else { return }
        switch resolver.resolveImage(url, from: context.sourcePath) {
        case .unchanged: break
        case .missing(let message):
            diagnostics.append(.error(message, at: location(of: image, in: context)))
        case .sitePath(let path):
            let asset = resolver.image(atSitePath: path) ?? ContentLinkResolver.Image(sitePath: path, width: nil, height: nil)
            let alt = Self.plainText(of: image)
            let title = Self.string(cmark_node_get_title(image))
            if !title.isEmpty, let paragraph = Self.soleParagraph(of: image) {
                let figure = MarkdownImageHTML.figure(asset, alt: alt, caption: title, rootPrefix: context.rootPrefix)
                Self.replace(paragraph, withCustom: CMARK_NODE_CUSTOM_BLOCK, html: figure)
            } else {
                let picture = MarkdownImageHTML.picture(asset, alt: alt, title: title, rootPrefix: context.rootPrefix)
                Self.replace(image, withCustom: CMARK_NODE_CUSTOM_INLINE, html: picture)
            }
        }
    }

    /// The paragraph `image` is all of (a photo on a line of its own), if it is.
    private static func soleParagraph(of image: OpaquePointer) -> OpaquePointer? {
        guard let parent = cmark_node_parent(image), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
            cmark_node_first_child(parent) == image, cmark_node_last_child(parent) == image
        else { return nil }
        return parent
    }

    /// The URL of a link or image `node` when it may be used; nil when it may not: a dangerous URL (unless raw
    /// HTML is allowed) is `defuse`d, an empty one is an error.
    private func usableURL(
        of node: OpaquePointer, what: String, context: MarkdownContext, diagnostics: inout [Diagnostic],
        defuse: (OpaquePointer) -> Void
    ) -> String? {
        let url = Self.string(cmark_node_get_url(node))
        if !options.unsafeHTML && Self.isDangerous(url) {
            defuse(node)
            return nil
        }
        if url.allSatisfy(\.isWhitespace) {
            diagnostics.append(.error("\(what) '\(Self.plainText(of: node))' has an empty URL", at: location(of: node, in: context)))
            return nil
        }
        return url
    }

    /// Gives `heading` a unique id and a `#` anchor link after its text; returns the id.
    ///
    /// The heading becomes a custom block holding the opening tag with the id, the heading's own inline nodes
    /// (moved, so cmark renders them once, with the rest of the document), then the anchor and the closing tag.
    /// The heading, out of the tree, is not freed: the inline nodes moved out of it may still read their text from
    /// its buffer (raw HTML in a heading does, in cmark-gfm: `# <b>` read freed memory when the heading was freed
    /// before the tree was rendered; found by fuzzing); the arena frees it with the rest of the parse.
    private func anchorHeading(
        _ heading: OpaquePointer, slugger: inout HeadingSlugger, context: MarkdownContext
    ) -> String {
        let title = Self.plainText(of: heading)
        let id = slugger.uniqueSlug(title, prefix: context.headingIDPrefix)
        let level = cmark_node_get_heading_level(heading)
        let label = HTMLEscaper.escape(headingLinkLabel(title))
        let markup = Self.headingMarkup(level: level, id: id, label: label)
        let block = Self.custom(CMARK_NODE_CUSTOM_BLOCK, html: "")
        let open = Self.custom(CMARK_NODE_CUSTOM_INLINE, html: markup.open)
        let close = Self.custom(CMARK_NODE_CUSTOM_INLINE, html: markup.close)
        guard let block, let open, let close else {
            for node in [block, open, close] { if let node { cmark_node_free(node) } }
            return id
        }
        cmark_node_append_child(block, open)
        while let child = cmark_node_first_child(heading) {
            cmark_node_unlink(child)
            cmark_node_append_child(block, child)
        }
        cmark_node_append_child(block, close)
        if cmark_node_replace(heading, block) != 1 { cmark_node_free(block) }
        return id
    }

    /// The HTML before a heading's text (`<h2 id="…">`) and after it (its `#` link named `label`, and the end tag),
    /// each written as bytes and made a string once: the interpolated strings were eleven appends a heading.
    private static func headingMarkup(level: Int32, id: String, label: String) -> (open: String, close: String) {
        let digit = UInt8(ascii: "0") + UInt8(clamping: level)
        var open: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "h"), digit]
        open.reserveCapacity(id.utf8.count + 11)
        open.append(contentsOf: #" id=""#.utf8)
        open.append(contentsOf: id.utf8)
        open.append(contentsOf: #"">"#.utf8)
        var close = Array(##" <a class="anchor" href="#"##.utf8)
        close.reserveCapacity(close.count + id.utf8.count + label.utf8.count + 30)
        close.append(contentsOf: id.utf8)
        close.append(contentsOf: #"" aria-label=""#.utf8)
        close.append(contentsOf: label.utf8)
        close.append(contentsOf: #"">#</a></h"#.utf8)
        close.append(contentsOf: [digit, UInt8(ascii: ">")])
        return (UTF8Text.string(repairing: open), UTF8Text.string(repairing: close))
    }

    /// cmark-gfm's HTML for `node` and what it holds, with the parser's `extensions`, copied out of the arena; nil
    /// when cmark-gfm cannot allocate it.
    private static func html(of node: OpaquePointer, flags: Int32, extensions: UnsafeMutablePointer<cmark_llist>?) -> String? {
        guard let rendered = cmark_render_html_with_mem(node, flags, extensions, memory) else { return nil }
        return UTF8Text.string(repairingCString: rendered)
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
        guard let custom = custom(type, html: html) else { return }
        if cmark_node_replace(node, custom) == 1 {
            cmark_node_free(node)
        } else {
            cmark_node_free(custom)
        }
    }

    /// A new custom node of `type` that prints `html` as is (and nothing after its children); nil when cmark cannot
    /// allocate one.
    private static func custom(_ type: cmark_node_type, html: String) -> OpaquePointer? {
        guard let custom = cmark_node_new_with_mem(type, memory) else { return nil }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        return custom
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
        pointer.map(UTF8Text.string(repairingCString:)) ?? ""
    }
}

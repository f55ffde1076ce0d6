/// What a tag name means to the scanner: whether the element holds references, has no end tag, holds text
/// rather than elements, and which open elements its start tag closes (the HTML standard's tree-building rules
/// that decide where an element ends, as far as they change which elements are inert or ignored).
struct ElementTraits: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt16
        /// No end tag and no content (`<img>`, `<br>`).
        static let isVoid = Flags(rawValue: 1 << 0)
        /// Its content is text up to its own end tag (`<script>`, `<style>`, `<textarea>`, `<title>`).
        static let holdsText = Flags(rawValue: 1 << 1)
        /// The rest of the page is text (`<plaintext>`).
        static let endsMarkup = Flags(rawValue: 1 << 2)
        /// Its content is parsed but inert: neither references nor fragment targets (`<template>`).
        static let isInert = Flags(rawValue: 1 << 3)
        /// Its start tag ends an open `<p>` (`<div>`, `<ul>`, `<h2>`).
        static let closesParagraph = Flags(rawValue: 1 << 4)
        /// Its start tag ends an open `<li>`.
        static let isListItem = Flags(rawValue: 1 << 5)
        /// Its start tag ends an open `<dt>` or `<dd>`.
        static let isDefinitionItem = Flags(rawValue: 1 << 6)
        /// An open `<p>` outside it is not ended from inside it (`<td>`, `<button>`).
        static let boundsParagraph = Flags(rawValue: 1 << 7)
        /// An open `<li>`, `<dt>` or `<dd>` outside it is not ended from inside it (`<ul>`, `<dl>`, `<td>`).
        static let boundsListItem = Flags(rawValue: 1 << 8)
        /// `<p>`, which a block's start tag ends.
        static let isParagraph = Flags(rawValue: 1 << 9)
    }

    let flags: Flags
    /// The name as ``ScannedElement`` carries it, for the elements whose attributes hold URLs (or the base URL).
    let referenceName: String?

    /// An element with no traits: not a reference, not void, closes nothing.
    static let plain = ElementTraits(flags: [], referenceName: nil)

    /// The elements whose attributes hold URLs (or the base URL).
    static let referenceElements = [
        "a", "area", "link", "img", "source", "script", "video", "audio", "track", "iframe", "object", "embed",
        "input", "form", "base", "meta", "style",
    ]

    /// The traits of every tag name that has any.
    static let table: PackedNameTable<ElementTraits> = {
        var flags: [String: Flags] = [:]
        func add(_ names: [String], _ flag: Flags) {
            for name in names { flags[name, default: []].insert(flag) }
        }
        add(["area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen",
             "link", "meta", "param", "source", "track", "wbr"], .isVoid)
        add(["script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title"], .holdsText)
        add(["plaintext"], .endsMarkup)
        add(["template"], .isInert)
        add(["address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
             "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
             "hgroup", "hr", "main", "menu", "nav", "ol", "p", "pre", "listing", "search", "section", "summary",
             "table", "ul", "li", "dd", "dt", "xmp", "plaintext"], .closesParagraph)
        add(["p"], .isParagraph)
        add(["li"], .isListItem)
        add(["dt", "dd"], .isDefinitionItem)
        let paragraphBounds = ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template", "button"]
        add(paragraphBounds, .boundsParagraph)
        add(paragraphBounds + ["ul", "ol", "menu", "dl", "body"], .boundsListItem)
        let references = Set(referenceElements)
        let names = Set(flags.keys).union(references)
        return PackedNameTable(
            names.map { name in
                (name, ElementTraits(flags: flags[name] ?? [], referenceName: references.contains(name) ? name : nil))
            })
    }()
}

import Foundation

/// Reads the tags of an HTML page as the HTML standard's tokenizer does, and hands each element that matters for
/// link checking to `visit`, in document order, with the line of its `<`.
///
/// It reads start tags with their attributes (quoted, unquoted or bare; the first of repeated attributes wins),
/// end tags, comments (`<!-- -->`, and `<!…>`, `<?…>`, `</…>` read as comments as browsers do), and the text
/// of `<script>`, `<style>`, `<textarea>`, `<title>`, `<iframe>`, `<xmp>`, `<noembed>`, `<noframes>` up to
/// their end tag. Elements inside `<template>` and inside an element with `data-proofer-ignore` are inert or
/// ignored until the element ends, by its end tag or by a start tag that ends it (``OpenElements``). A tag cut
/// off by the end of the file is dropped, as browsers drop it. It works on the bytes and makes a `String` only of
/// the attributes kept and the names of the elements visited, which is what makes it several times faster than
/// libxml2's HTML parser on large sites.
struct HTMLTagScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let visit: (ScannedElement) -> Void
    private var position = 0
    private var lines = LineCounter()
    private var openElements = OpenElements()

    private init(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: @escaping (ScannedElement) -> Void) {
        self.bytes = bytes
        self.visit = visit
    }

    /// Scans `bytes` (a whole page) and hands each element kept to `visit`, in document order.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (ScannedElement) -> Void) {
        withoutActuallyEscaping(visit) { visit in
            var scanner = HTMLTagScanner(bytes, visit)
            scanner.run()
        }
    }

    private mutating func run() {
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            guard position < bytes.count else { return }
            let next = bytes[position]
            if Self.isLetter(next) {
                startTag(at: open)
            } else if next == UInt8(ascii: "/") {
                endTag()
            } else if next == UInt8(ascii: "!") {
                markupDeclaration()
            } else if next == UInt8(ascii: "?") {
                skipPast(UInt8(ascii: ">"))
            }
        }
    }

    // MARK: Tags

    private mutating func startTag(at open: Int) {
        let nameStart = position
        let name = readName()
        let nameEnd = position
        let traits = ElementTraits.table.value(for: name) ?? .plain
        let isInert = openElements.inertDepth > 0
        guard let tag = readAttributes(keeping: !isInert) else { return }
        openElements.closeImplied(by: traits.flags)
        if !isInert {
            let attributes = tag.attributes ?? ScannedAttributes()
            let keptName =
                traits.referenceName
                ?? (attributes.hasIDOrName || attributes.style != nil ? lowerCased(nameStart..<nameEnd) : nil)
            if let keptName {
                visit(
                    ScannedElement(
                        name: keptName, attributes: attributes, line: lines.line(at: open, in: bytes),
                        isIgnored: tag.isIgnored || openElements.ignoredDepth > 0))
            }
        }
        if traits.flags.contains(.endsMarkup) {
            position = bytes.count
        } else if traits.flags.contains(.holdsText) {
            skipText(until: nameStart..<nameEnd)
        } else if !traits.flags.contains(.isVoid), !tag.isSelfClosing {
            openElements.open(name, flags: traits.flags, isIgnored: tag.isIgnored)
        }
    }

    /// `</name …>` closes the element; `</>` is nothing; `</` and anything else is a comment up to `>`.
    private mutating func endTag() {
        position += 1
        guard position < bytes.count else { return }
        let next = bytes[position]
        if Self.isLetter(next) {
            let name = readName()
            guard readAttributes(keeping: false) != nil else { return }
            openElements.close(name)
        } else if next == UInt8(ascii: ">") {
            position += 1
        } else {
            skipPast(UInt8(ascii: ">"))
        }
    }

    /// A tag's name: the bytes up to white space, `/` or `>`.
    private mutating func readName() -> PackedName {
        var name = PackedName()
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            name.append(byte)
            position += 1
        }
        return name
    }

    /// What a start tag carries besides its name.
    private struct TagAttributes {
        /// The attributes kept, `nil` until the first (most tags have none, and an empty set costs its copies).
        var attributes: ScannedAttributes?
        var isIgnored = false
        var isSelfClosing = false
    }

    /// The attributes up to and past the tag's `>`, the ones ``ScannedAttributes`` keeps made into text when
    /// `keeping`; `nil` when the file ends inside the tag.
    private mutating func readAttributes(keeping: Bool) -> TagAttributes? {
        var tag = TagAttributes()
        while true {
            skipSpaces()
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return tag
            }
            if byte == UInt8(ascii: "/") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    tag.isSelfClosing = true
                    return tag
                }
                continue
            }
            guard let (name, value) = readAttribute() else { return nil }
            if keeping { keep(name, value, in: &tag) }
        }
    }

    /// One attribute: its name (the first byte may be `=`) and its value's bytes, `nil` for a bare attribute;
    /// `nil` altogether when the file ends inside a quoted value.
    private mutating func readAttribute() -> (PackedName, Range<Int>?)? {
        var name = PackedName()
        name.append(bytes[position])
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") {
                break
            }
            name.append(byte)
            position += 1
        }
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return (name, nil) }
        position += 1
        skipSpaces()
        guard position < bytes.count else { return nil }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = find(quote, from: position + 1) else { return nil }
            defer { position = close + 1 }
            return (name, position + 1..<close)
        }
        let start = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") {
            position += 1
        }
        return (name, start..<position)
    }

    private static let ignoreSlot = -1
    private static let attributeSlots = PackedNameTable(
        ScannedAttributes.names.enumerated().map { ($1, $0) } + [("data-proofer-ignore", ignoreSlot)])

    private func keep(_ name: PackedName, _ value: Range<Int>?, in tag: inout TagAttributes) {
        guard let slot = Self.attributeSlots.value(for: name) else { return }
        let text = value.map { AttributeText.string(UnsafeBufferPointer(rebasing: bytes[$0])) } ?? ""
        if slot == Self.ignoreSlot {
            if text.lowercased() != "false" { tag.isIgnored = true }
        } else if tag.attributes?[slot: slot] == nil {
            if tag.attributes == nil { tag.attributes = ScannedAttributes() }
            tag.attributes![slot: slot] = text
        }
    }

    // MARK: Comments and text

    /// After `<!`: a comment `<!-- … -->` (also ended by `--!>`; `<!-->` and `<!--->` are empty), or anything
    /// else (`<!DOCTYPE …>`, `<![CDATA[…]>`) up to the next `>`.
    private mutating func markupDeclaration() {
        position += 1
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-")
        else {
            skipPast(UInt8(ascii: ">"))
            return
        }
        position += 2
        if at(">") || at("->") {
            skipPast(UInt8(ascii: ">"))
            return
        }
        while let dash = find(UInt8(ascii: "-"), from: position) {
            position = dash + 1
            guard at("-") else { continue }
            var end = dash + 2
            while end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
            position = end
            if at(">") || at("!>") {
                skipPast(UInt8(ascii: ">"))
                return
            }
        }
        position = bytes.count
    }

    /// Skips the text of an element like `<script>` up to its end tag (`</script` followed by white space, `/`
    /// or `>`, in any case), which is then read as a tag; the rest of the file when there is none.
    private mutating func skipText(until name: Range<Int>) {
        let length = name.count
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            guard open + 2 + length <= bytes.count, bytes[open + 1] == UInt8(ascii: "/") else { continue }
            var matches = true
            for offset in 0..<length where bytes[open + 2 + offset] | 0x20 != bytes[name.lowerBound + offset] | 0x20 {
                matches = false
                break
            }
            guard matches else { continue }
            let after = open + 2 + length
            if after == bytes.count || Self.isSpace(bytes[after]) || bytes[after] == UInt8(ascii: "/")
                || bytes[after] == UInt8(ascii: ">")
            {
                position = open
                return
            }
        }
        position = bytes.count
    }

    // MARK: Bytes

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private mutating func skipPast(_ byte: UInt8) {
        position = find(byte, from: position).map { $0 + 1 } ?? bytes.count
    }

    private mutating func skipSpaces() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    private func at(_ text: StaticString) -> Bool {
        guard position + text.utf8CodeUnitCount <= bytes.count else { return false }
        for offset in 0..<text.utf8CodeUnitCount where bytes[position + offset] != text.utf8Start[offset] {
            return false
        }
        return true
    }

    private func lowerCased(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].lazy.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// HTML's white space: tab, line feed, form feed, carriage return, space.
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }
}

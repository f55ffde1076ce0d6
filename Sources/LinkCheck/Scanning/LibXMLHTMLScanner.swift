internal import CLibXML2SAX
import Foundation

/// Reads an HTML document with libxml2's forgiving HTML parser and returns the elements that matter for
/// link checking. The only file of the module that sees libxml2.
///
/// Elements inside `<template>`, `<script>`, `<style>` and `<textarea>` are inert (neither references nor
/// fragment targets) and are left out; comments never produce elements. Elements inside an element with
/// `data-proofer-ignore` are marked ignored.
package enum LibXMLHTMLScanner {
    private static let initialize: Void = clibxml2_initialize()

    /// The elements whose attributes hold URLs (or the base URL).
    static let referenceElements = CStringTable([
        "a", "area", "link", "img", "source", "script", "video", "audio", "track", "iframe", "object", "embed",
        "input", "form", "base", "meta", "style",
    ])

    /// The attributes that are kept.
    static let keptAttributes = CStringTable(ScannedAttributes.names)

    /// Elements whose content is inert: neither references nor fragment targets.
    static let inertElements = CStringTable(["template", "script", "style", "textarea"])

    /// Scans `data` (the bytes of an HTML file) and returns its elements in document order, or `nil` when the
    /// parser cannot take it (larger than 2 GiB, or libxml2 could not start).
    package static func scan(_ data: Data) -> [ScannedElement]? {
        var elements: [ScannedElement] = []
        return scan(data) { elements.append($0) } ? elements : nil
    }

    /// Scans `data` and hands each element to `visit` as the parser reaches it, in document order; `false`
    /// (and no element) when the parser cannot take it.
    static func scan(_ data: Data, _ visit: (ScannedElement) -> Void) -> Bool {
        withoutActuallyEscaping(visit) { visit in scan(data, visitingEscaped: visit) }
    }

    private static func scan(_ data: Data, visitingEscaped visit: @escaping (ScannedElement) -> Void) -> Bool {
        _ = initialize
        // The state lives behind a plain pointer, not in a class: the callbacks then mutate it without
        // Swift's dynamic exclusivity checks, which cost more than the parsing itself.
        let state = UnsafeMutablePointer<Collector>.allocate(capacity: 1)
        defer { state.deallocate() }
        state.initialize(to: Collector(visit: visit))
        defer { state.deinitialize(count: 1) }
        let status = normalized(data).withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
            guard buffer.count <= Int(Int32.max) else { return -1 }
            guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
            return clibxml2_scan_html(
                base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), UnsafeMutableRawPointer(state),
                { user, name, attributes, line in
                    guard let user, let name else { return }
                    user.assumingMemoryBound(to: Collector.self).pointee
                        .start(name: name, attributes: attributes, line: Int(line))
                },
                { user, name in
                    guard let user, let name else { return }
                    user.assumingMemoryBound(to: Collector.self).pointee.end(name: name)
                })
        }
        return status == 0
    }

    /// The bytes as libxml2 must see them: a carriage return alone ends a line in HTML (old Mac files), but
    /// libxml2 counts lines at line feeds only, so it becomes a line feed; and a NUL byte, which libxml2 takes
    /// for the end of the input, becomes U+FFFD as the HTML standard replaces it, so the rest of the page is
    /// read. Files with neither are passed through without a copy.
    private static func normalized(_ data: Data) -> Data {
        let needsCopy = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let start = buffer.baseAddress else { return false }
            let end = start + buffer.count
            if memchr(start, 0, buffer.count) != nil { return true }
            var cursor = start
            while cursor < end, let found = memchr(cursor, 0x0D, end - cursor) {
                let next = found + 1
                if next == end || next.load(as: UInt8.self) != 0x0A { return true }
                cursor = UnsafeRawPointer(next)
            }
            return false
        }
        guard needsCopy else { return data }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count)
        var previous: UInt8 = 0
        for byte in data {
            if previous == 0x0D, byte != 0x0A { bytes[bytes.count - 1] = 0x0A }
            if byte == 0 { bytes += [0xEF, 0xBF, 0xBD] } else { bytes.append(byte) }
            previous = byte
        }
        if previous == 0x0D { bytes[bytes.count - 1] = 0x0A }
        return Data(bytes)
    }

    /// Receives the parser's callbacks and keeps track of inert and ignored ancestors. Names stay C strings
    /// (libxml2's, alive for the whole parse) unless an element is kept, so the elements that do not matter
    /// cost no allocation.
    private struct Collector {
        private struct Open {
            let name: UnsafePointer<CChar>
            let isInert: Bool
            let isIgnored: Bool
        }

        /// Receives each element kept.
        let visit: (ScannedElement) -> Void
        private var stack: [Open] = []
        private var inertDepth = 0
        private var ignoredDepth = 0

        init(visit: @escaping (ScannedElement) -> Void) {
            self.visit = visit
        }

        mutating func start(name cName: UnsafePointer<CChar>, attributes: UnsafePointer<UnsafePointer<CChar>?>?, line: Int) {
            let isInertElement = LibXMLHTMLScanner.inertElements.match(cName) != nil
            var isIgnoredHere = false
            var kept = ScannedAttributes()
            if inertDepth == 0, let attributes {
                var index = 0
                while let attributeName = attributes[index] {
                    let value = attributes[index + 1]
                    index += 2
                    if let slot = LibXMLHTMLScanner.keptAttributes.index(of: attributeName) {
                        if kept[slot: slot] == nil { kept[slot: slot] = value.map { String(cString: $0) } ?? "" }
                    } else if attributeName.pointee == UInt8(ascii: "d"), strcmp(attributeName, "data-proofer-ignore") == 0 {
                        let text = value.map { String(cString: $0) } ?? ""
                        if text.lowercased() != "false" { isIgnoredHere = true }
                    }
                }
            }
            if inertDepth == 0 {
                let name = LibXMLHTMLScanner.referenceElements.match(cName)
                    ?? (kept.hasIDOrName || kept.style != nil ? String(cString: cName) : nil)
                if let name {
                    visit(
                        ScannedElement(
                            name: name, attributes: kept, line: line, isIgnored: isIgnoredHere || ignoredDepth > 0))
                }
            }
            stack.append(Open(name: cName, isInert: isInertElement, isIgnored: isIgnoredHere))
            if isInertElement { inertDepth += 1 }
            if isIgnoredHere { ignoredDepth += 1 }
        }

        mutating func end(name cName: UnsafePointer<CChar>) {
            guard let position = stack.lastIndex(where: { $0.name == cName || strcmp($0.name, cName) == 0 }) else {
                return
            }
            while stack.count > position {
                let open = stack.removeLast()
                if open.isInert { inertDepth -= 1 }
                if open.isIgnored { ignoredDepth -= 1 }
            }
        }
    }
}

import CLibXML2
import Foundation

/// Reads an HTML document with libxml2's forgiving HTML parser and returns the elements that matter for
/// link checking. The only file of the module that sees libxml2.
///
/// Elements inside `<template>`, `<script>`, `<style>` and `<textarea>` are inert (neither references nor
/// fragment targets) and are left out; comments never produce elements. Elements inside an element with
/// `data-proofer-ignore` are marked ignored.
enum LibXMLHTMLScanner {
    private static let initialize: Void = clibxml2_initialize()

    /// Whether elements called `name` have attributes that hold URLs (or the base URL).
    static func isReferenceElement(_ name: String) -> Bool {
        switch name {
        case "a", "area", "link", "img", "source", "script", "video", "audio", "track", "iframe", "object", "embed",
            "input", "form", "base":
            true
        default:
            false
        }
    }

    /// Whether an attribute called `name` is kept.
    static func isKeptAttribute(_ name: String) -> Bool {
        switch name {
        case "id", "name", "href", "src", "srcset", "data", "action", "poster", "rel", "type", "alt": true
        default: false
        }
    }

    /// Scans `data` (the bytes of an HTML file) and returns its elements in document order, or `nil` when the
    /// parser cannot take it (larger than 2 GiB, or libxml2 could not start).
    static func scan(_ data: Data) -> [ScannedElement]? {
        _ = initialize
        // The state lives behind a plain pointer, not in a class: the callbacks then mutate it without
        // Swift's dynamic exclusivity checks, which cost more than the parsing itself.
        let state = UnsafeMutablePointer<Collector>.allocate(capacity: 1)
        defer { state.deallocate() }
        state.initialize(to: Collector())
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
        return status == 0 ? state.pointee.elements : nil
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

    /// Receives the parser's callbacks and keeps track of inert and ignored ancestors.
    private struct Collector {
        private struct Open {
            let name: String
            let isInert: Bool
            let isIgnored: Bool
        }

        var elements: [ScannedElement] = []
        private var stack: [Open] = []
        private var inertDepth = 0
        private var ignoredDepth = 0

        mutating func start(name cName: UnsafePointer<CChar>, attributes: UnsafePointer<UnsafePointer<CChar>?>?, line: Int) {
            let name = String(cString: cName)
            let isInertElement = name == "template" || name == "script" || name == "style" || name == "textarea"
            var isIgnoredHere = false
            var kept: [String: String] = [:]
            if inertDepth == 0 {
                if let attributes {
                    var index = 0
                    while let attributeName = attributes[index] {
                        let value = attributes[index + 1]
                        index += 2
                        let key = String(cString: attributeName)
                        if key == "data-proofer-ignore" {
                            let text = value.map { String(cString: $0) } ?? ""
                            if text.lowercased() != "false" { isIgnoredHere = true }
                            continue
                        }
                        guard LibXMLHTMLScanner.isKeptAttribute(key), kept[key] == nil else { continue }
                        kept[key] = value.map { String(cString: $0) } ?? ""
                    }
                }
            }
            if inertDepth == 0,
                LibXMLHTMLScanner.isReferenceElement(name) || kept["id"] != nil || kept["name"] != nil
            {
                elements.append(
                    ScannedElement(
                        name: name, attributes: kept, line: line, isIgnored: isIgnoredHere || ignoredDepth > 0))
            }
            stack.append(Open(name: name, isInert: isInertElement, isIgnored: isIgnoredHere))
            if isInertElement { inertDepth += 1 }
            if isIgnoredHere { ignoredDepth += 1 }
        }

        mutating func end(name cName: UnsafePointer<CChar>) {
            let name = String(cString: cName)
            guard let position = stack.lastIndex(where: { $0.name == name }) else { return }
            while stack.count > position {
                let open = stack.removeLast()
                if open.isInert { inertDepth -= 1 }
                if open.isIgnored { ignoredDepth -= 1 }
            }
        }
    }
}

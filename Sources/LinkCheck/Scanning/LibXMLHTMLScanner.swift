import CLibXML2
import Foundation

/// Reads an HTML document with libxml2's forgiving HTML parser and returns the elements that matter for
/// link checking. The only file of the module that sees libxml2.
///
/// Elements inside `<template>`, `<script>`, `<style>` and `<textarea>` are inert (neither references nor
/// fragment targets) and are left out; comments never produce elements. Elements inside an element with
/// `data-proofer-ignore` are marked ignored.
package enum LibXMLHTMLScanner {
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

    /// Scans `data` (the bytes of an HTML file) and returns its elements in document order.
    package static func scan(_ data: Data) -> [ScannedElement] {
        _ = initialize
        // The state lives behind a plain pointer, not in a class: the callbacks then mutate it without
        // Swift's dynamic exclusivity checks, which cost more than the parsing itself.
        let state = UnsafeMutablePointer<Collector>.allocate(capacity: 1)
        defer { state.deallocate() }
        state.initialize(to: Collector())
        defer { state.deinitialize(count: 1) }
        normalizingLoneCarriageReturns(data).withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max) else { return }
            _ = clibxml2_scan_html(
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
        return state.pointee.elements
    }

    /// libxml2 counts lines at line feeds only; HTML also ends a line at a carriage return alone (old Mac
    /// files), so turn those into line feeds. Files without one are passed through without a copy.
    private static func normalizingLoneCarriageReturns(_ data: Data) -> Data {
        let hasLoneCarriageReturn = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard var cursor = buffer.baseAddress else { return false }
            let end = cursor + buffer.count
            while cursor < end, let found = memchr(cursor, 0x0D, end - cursor) {
                let next = found + 1
                if next == end || next.load(as: UInt8.self) != 0x0A { return true }
                cursor = UnsafeRawPointer(next)
            }
            return false
        }
        guard hasLoneCarriageReturn else { return data }
        var bytes = [UInt8](data)
        for index in bytes.indices where bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A) {
            bytes[index] = 0x0A
        }
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

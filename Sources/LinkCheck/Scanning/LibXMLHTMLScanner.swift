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

    /// Elements whose attributes hold URLs (or the base URL).
    static let referenceElements: Set<String> = [
        "a", "area", "link", "img", "source", "script", "video", "audio", "track", "iframe", "object", "embed",
        "input", "form", "base",
    ]

    /// The attributes that are kept.
    static let keptAttributes: Set<String> = [
        "id", "name", "href", "src", "srcset", "data", "action", "poster", "rel", "type", "alt",
    ]

    /// Scans `data` (the bytes of an HTML file) and returns its elements in document order.
    static func scan(_ data: Data) -> [ScannedElement] {
        _ = initialize
        let collector = Collector()
        normalizingLoneCarriageReturns(data).withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max) else { return }
            let user = Unmanaged.passUnretained(collector).toOpaque()
            _ = clibxml2_scan_html(
                base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), user,
                { user, name, attributes, line in
                    guard let user, let name else { return }
                    Unmanaged<Collector>.fromOpaque(user).takeUnretainedValue()
                        .start(name: name, attributes: attributes, line: Int(line))
                },
                { user, name in
                    guard let user, let name else { return }
                    Unmanaged<Collector>.fromOpaque(user).takeUnretainedValue().end(name: name)
                })
        }
        return collector.elements
    }

    /// libxml2 counts lines at line feeds only; HTML also ends a line at a carriage return alone (old Mac
    /// files), so turn those into line feeds. Files without one are passed through without a copy.
    private static func normalizingLoneCarriageReturns(_ data: Data) -> Data {
        guard let first = data.firstIndex(of: 0x0D) else { return data }
        var copy: Data?
        var index = first
        while index < data.endIndex {
            if data[index] == 0x0D, index + 1 == data.endIndex || data[index + 1] != 0x0A {
                if copy == nil { copy = data }
                copy?[index] = 0x0A
            }
            index += 1
        }
        return copy ?? data
    }

    /// Receives the parser's callbacks and keeps track of inert and ignored ancestors.
    private final class Collector {
        private struct Open {
            let name: String
            let isInert: Bool
            let isIgnored: Bool
        }

        var elements: [ScannedElement] = []
        private var stack: [Open] = []
        private var inertDepth = 0
        private var ignoredDepth = 0

        func start(name cName: UnsafePointer<CChar>, attributes: UnsafePointer<UnsafePointer<CChar>?>?, line: Int) {
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
                        guard Self.isKept(key), kept[key] == nil else { continue }
                        kept[key] = value.map { String(cString: $0) } ?? ""
                    }
                }
            }
            if inertDepth == 0,
                LibXMLHTMLScanner.referenceElements.contains(name) || kept["id"] != nil || kept["name"] != nil
            {
                elements.append(
                    ScannedElement(
                        name: name, attributes: kept, line: line, isIgnored: isIgnoredHere || ignoredDepth > 0))
            }
            stack.append(Open(name: name, isInert: isInertElement, isIgnored: isIgnoredHere))
            if isInertElement { inertDepth += 1 }
            if isIgnoredHere { ignoredDepth += 1 }
        }

        func end(name cName: UnsafePointer<CChar>) {
            let name = String(cString: cName)
            guard let position = stack.lastIndex(where: { $0.name == name }) else { return }
            while stack.count > position {
                let open = stack.removeLast()
                if open.isInert { inertDepth -= 1 }
                if open.isIgnored { ignoredDepth -= 1 }
            }
        }

        private static func isKept(_ key: String) -> Bool {
            LibXMLHTMLScanner.keptAttributes.contains(key)
        }
    }
}

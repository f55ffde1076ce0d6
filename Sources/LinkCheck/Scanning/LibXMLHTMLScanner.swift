internal import CLibXML2SAX
import Foundation

/// Reads an HTML page in an encoding other than UTF-8 with libxml2's forgiving HTML parser, which decodes it, and
/// returns the elements that matter for link checking (see ``HTMLScanner``, which picks the reader). The only file
/// of the module that sees libxml2.
enum LibXMLHTMLScanner {
    private static let initialize: Void = clibxml2_initialize()

    /// The attributes that are kept.
    static let keptAttributes = CStringTable(ScannedAttributes.names)

    /// Scans `data` (normalized by ``HTMLScanner/normalized(_:)``) and hands each element to `visit` as the parser
    /// reaches it, in document order; `false` (and no element) when the parser cannot take it (larger than 2 GiB,
    /// or libxml2 could not start).
    static func scan(_ data: Data, _ visit: (ScannedElement) -> Void) -> Bool {
        withoutActuallyEscaping(visit) { visit in scan(data, visitingEscaped: visit) }
    }

    /// The code point of HTML's character entity `name` (`amp`, `eacute`), or `nil` when HTML has none of
    /// that name: libxml2's table, so that both scanners decode the same references.
    static func characterEntity(named name: UnsafePointer<CChar>) -> UInt32? {
        _ = initialize
        let value = clibxml2_html_entity(name)
        return value == 0 ? nil : value
    }

    private static func scan(_ data: Data, visitingEscaped visit: @escaping (ScannedElement) -> Void) -> Bool {
        _ = initialize
        // The state lives behind a plain pointer, not in a class: the callbacks then mutate it without
        // Swift's dynamic exclusivity checks, which cost more than the parsing itself.
        let state = UnsafeMutablePointer<Collector>.allocate(capacity: 1)
        defer { state.deallocate() }
        state.initialize(to: Collector(visit: visit))
        defer { state.deinitialize(count: 1) }
        let status = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32 in
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

    /// Receives the parser's callbacks and keeps track of inert and ignored ancestors. Names stay C strings
    /// (libxml2's, alive for the whole parse) unless an element is kept, so the elements that do not matter
    /// cost no allocation.
    private struct Collector {
        /// Receives each element kept.
        let visit: (ScannedElement) -> Void
        private var openElements = OpenElements()

        init(visit: @escaping (ScannedElement) -> Void) {
            self.visit = visit
        }

        mutating func start(name cName: UnsafePointer<CChar>, attributes: UnsafePointer<UnsafePointer<CChar>?>?, line: Int) {
            let packedName = PackedName(cString: cName)
            let traits = ElementTraits.table.value(for: packedName) ?? .plain
            var isIgnoredHere = false
            var kept = ScannedAttributes()
            let isInert = openElements.inertDepth > 0
            if !isInert, let attributes {
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
            if !isInert {
                let name = traits.referenceName ?? (kept.hasIDOrName || kept.style != nil ? String(cString: cName) : nil)
                if let name {
                    visit(
                        ScannedElement(
                            name: name, attributes: kept, line: line,
                            isIgnored: isIgnoredHere || openElements.ignoredDepth > 0))
                }
            }
            // libxml2 reports the elements inside a <textarea> (the text of <script> and <style> it keeps as
            // text): they are inert as in a browser, which reads them as text.
            var flags = traits.flags
            if flags.contains(.holdsText) { flags.insert(.isInert) }
            openElements.open(packedName, flags: flags, isIgnored: isIgnoredHere)
        }

        mutating func end(name cName: UnsafePointer<CChar>) {
            openElements.close(PackedName(cString: cName))
        }
    }
}

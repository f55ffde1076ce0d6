internal import CLibXML2
import Foundation

/// The one file that uses libxml2 in this module: parses a GPX document with `xmlCtxtReadMemory` (network off,
/// entities not substituted, no outside DTD, libxml2's default size limits) and walks its tree into a ``Track``.
/// Returns Swift values only.
enum LibXMLGPXReader {
    /// Where a problem is: the 1-based line libxml2 gives, and the element (`trkpt`) it is about, if any.
    struct Failure: Error {
        let problem: GPXProblem
        let line: Int
        let column: Int
        let element: String?
    }

    /// Done once: libxml2's globals.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The track `id` of the GPX document `bytes`.
    static func track(id: String, from bytes: Data) -> Result<Track, Failure> {
        _ = initialized
        guard let context = xmlNewParserCtxt() else {
            return .failure(Failure(problem: .notXML("libxml2 could not start"), line: 0, column: 0, element: nil))
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBytes { raw in
            xmlCtxtReadMemory(context, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count), nil, nil, options)
        }
        guard let document else {
            let error = xmlCtxtGetLastError(context)
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable XML"
            return .failure(Failure(
                problem: .notXML(message.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()),
                line: Int(error?.pointee.line ?? 0), column: Int(error?.pointee.int2 ?? 0), element: nil))
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            return .failure(Failure(problem: .notGPX(""), line: 1, column: 0, element: nil))
        }
        guard name(of: root) == "gpx", isGPX(root) else {
            return .failure(Failure(problem: .notGPX(qualifiedName(of: root)), line: line(of: root), column: 0, element: nil))
        }
        var walker = Walker()
        do throws(Failure) {
            try walker.read(root)
        } catch {
            return .failure(error)
        }
        return .success(Track(id: id, name: walker.name, segments: walker.segments))
    }

    /// Collects the segments of a `<gpx>` element.
    private struct Walker {
        var name: String?
        var segments: [[TrackPoint]] = []
        var count = 0

        mutating func read(_ root: xmlNodePtr) throws(Failure) {
            for child in LibXMLGPXReader.elements(of: root) {
                switch LibXMLGPXReader.name(of: child) {
                case "trk":
                    for part in LibXMLGPXReader.elements(of: child) {
                        switch LibXMLGPXReader.name(of: part) {
                        case "name": name = name ?? LibXMLGPXReader.text(of: part)
                        case "trkseg": segments.append(try points(of: part, named: "trkpt"))
                        default: continue
                        }
                    }
                case "rte":
                    if let part = LibXMLGPXReader.elements(of: child).first(where: { LibXMLGPXReader.name(of: $0) == "name" }) {
                        name = name ?? LibXMLGPXReader.text(of: part)
                    }
                    segments.append(try points(of: child, named: "rtept"))
                default: continue
                }
            }
            if count == 0 {
                throw Failure(problem: .noPoints, line: LibXMLGPXReader.line(of: root), column: 0, element: "gpx")
            }
        }

        mutating func points(of parent: xmlNodePtr, named pointName: StaticString) throws(Failure) -> [TrackPoint] {
            var points: [TrackPoint] = []
            var child = parent.pointee.children
            while let node = child {
                child = node.pointee.next
                guard node.pointee.type == XML_ELEMENT_NODE, LibXMLGPXReader.isNamed(node, pointName), LibXMLGPXReader.isGPX(node) else { continue }
                count += 1
                if count > GPXLimits.maximumPoints {
                    throw Failure(
                        problem: .tooManyPoints(limit: GPXLimits.maximumPoints), line: LibXMLGPXReader.line(of: node), column: 0,
                        element: pointName.description)
                }
                points.append(try point(node, named: pointName.description))
            }
            return points
        }

        func point(_ node: xmlNodePtr, named pointName: String) throws(Failure) -> TrackPoint {
            let latitude = try degrees(node, "lat", limit: 90, element: pointName)
            let longitude = try degrees(node, "lon", limit: 180, element: pointName)
            var elevation: Double?
            var time: Date?
            var child = node.pointee.children
            while let current = child {
                child = current.pointee.next
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                if LibXMLGPXReader.isNamed(current, "ele") {
                    guard let value = LibXMLGPXReader.number(inTextOf: current.pointee.children), value.isFinite else {
                        throw Failure(
                            problem: .invalidElevation(LibXMLGPXReader.text(of: current) ?? ""), line: LibXMLGPXReader.line(of: current),
                            column: 0, element: "ele")
                    }
                    elevation = value
                } else if LibXMLGPXReader.isNamed(current, "time") {
                    time = LibXMLGPXReader.text(of: current).flatMap { ISOTimestamp.date($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                }
            }
            return TrackPoint(latitude: latitude, longitude: longitude, elevation: elevation, time: time)
        }

        func degrees(_ node: xmlNodePtr, _ attribute: StaticString, limit: Double, element: String) throws(Failure) -> Double {
            var property = node.pointee.properties
            while let current = property, !(current.pointee.ns == nil && xmlStrEqual(current.pointee.name, attribute.utf8Start) != 0) {
                property = current.pointee.next
            }
            guard let found = property, let value = LibXMLGPXReader.number(inTextOf: found.pointee.children), value.isFinite, abs(value) <= limit
            else {
                throw Failure(
                    problem: .invalidCoordinate(attribute: attribute.description, value: LibXMLGPXReader.attribute(attribute.description, of: node)),
                    line: LibXMLGPXReader.line(of: node), column: 0, element: element)
            }
            return value
        }
    }

    /// Whether `node` is named `name` (no allocation: compared as C strings).
    private static func isNamed(_ node: xmlNodePtr, _ name: StaticString) -> Bool {
        xmlStrEqual(node.pointee.name, name.utf8Start) != 0
    }

    /// The number that a lone text node `text` holds, spaces around it allowed; `nil` for anything else (no
    /// text, several nodes, other characters).
    private static func number(inTextOf text: xmlNodePtr?) -> Double? {
        guard let text, text.pointee.type == XML_TEXT_NODE, text.pointee.next == nil, let content = text.pointee.content else { return nil }
        return content.withMemoryRebound(to: CChar.self, capacity: 1) { start -> Double? in
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            guard let stop = end else { return nil }
            var cursor = UnsafePointer(stop)
            guard cursor != UnsafePointer(start) else { return nil }
            while cursor.pointee == 0x20 || cursor.pointee == 0x09 || cursor.pointee == 0x0A || cursor.pointee == 0x0D { cursor += 1 }
            return cursor.pointee == 0 ? value : nil
        }
    }

    /// The element children of `node`, in order.
    private static func elements(of node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, isGPX(current) { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    /// Whether `node` is in a GPX namespace (or none).
    private static func isGPX(_ node: xmlNodePtr) -> Bool {
        guard let namespace = node.pointee.ns, let href = namespace.pointee.href else { return true }
        return xmlStrEqual(href, gpx11.utf8Start) != 0 || xmlStrEqual(href, gpx10.utf8Start) != 0
    }

    private static let gpx11: StaticString = "http://www.topografix.com/GPX/1/1"
    private static let gpx10: StaticString = "http://www.topografix.com/GPX/1/0"

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func qualifiedName(of node: xmlNodePtr) -> String {
        let href = node.pointee.ns?.pointee.href.map { String(cString: $0) }
        return name(of: node) + (href.map { " in namespace '\($0)'" } ?? "")
    }

    private static func line(of node: xmlNodePtr) -> Int {
        Int(xmlGetLineNo(node))
    }

    /// The text directly in `node` (its text and CDATA children); `nil` when it has none.
    private static func text(of node: xmlNodePtr) -> String? {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE, let content = current.pointee.content {
                text += String(cString: content)
            }
            child = current.pointee.next
        }
        return text.isEmpty ? nil : text
    }

    /// The value of the attribute `name` (no namespace) of `node`, from its text children; `nil` when absent.
    private static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if current.pointee.ns == nil, let attributeName = current.pointee.name, String(cString: attributeName) == name {
                var value = ""
                var child = current.pointee.children
                while let part = child {
                    if part.pointee.type == XML_TEXT_NODE, let content = part.pointee.content { value += String(cString: content) }
                    child = part.pointee.next
                }
                return value
            }
            property = current.pointee.next
        }
        return nil
    }
}

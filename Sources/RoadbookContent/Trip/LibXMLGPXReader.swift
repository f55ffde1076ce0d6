internal import CLibXML2
import Foundation

/// The one file that uses libxml2 in this module: parses a GPX document with `xmlCtxtReadMemory` (network off,
/// entities not substituted, no outside DTD, libxml2's default size limits) as a stream of SAX2 events, collecting
/// the points as they come (libxml2 builds no tree: a tree of 20,000 points was most of a track's reading time).
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
        // A struct behind a pointer, not a class: no reference counting nor exclusivity checks at each event.
        let events = UnsafeMutablePointer<GPXEvents>.allocate(capacity: 1)
        events.initialize(to: GPXEvents())
        defer {
            events.deinitialize(count: 1)
            events.deallocate()
        }
        install(on: context, events)
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
        xmlFreeDoc(document)
        let reader = events.pointee
        if let failure = reader.failure { return .failure(failure) }
        guard reader.sawRoot else { return .failure(Failure(problem: .notGPX(""), line: 1, column: 0, element: nil)) }
        if reader.count == 0 { return .failure(Failure(problem: .noPoints, line: reader.rootLine, column: 0, element: "gpx")) }
        return .success(Track(id: id, name: reader.name, segments: reader.segments))
    }

    /// Puts the handlers of `events` in place of the tree builder's on `context` (its document is still made, empty,
    /// so libxml2 reports errors as for a tree); `events` is reached through the context's `_private`.
    private static func install(on context: xmlParserCtxtPtr, _ events: UnsafeMutablePointer<GPXEvents>) {
        context.pointee._private = UnsafeMutableRawPointer(events)
        guard let sax = context.pointee.sax else { return }
        sax.pointee.startElementNs = { context, name, _, namespace, _, _, count, _, attributes in
            guard let name, let events = GPXEvents.of(context) else { return }
            events.pointee.start(name, namespace: namespace, attributes: attributes, count: Int(count), line: GPXEvents.line(context))
        }
        sax.pointee.endElementNs = { context, _, _, _ in
            GPXEvents.of(context)?.pointee.end()
        }
        sax.pointee.characters = { context, text, length in
            guard let text, let events = GPXEvents.of(context) else { return }
            events.pointee.characters(UnsafeBufferPointer(start: text, count: Int(length)))
        }
        sax.pointee.cdataBlock = sax.pointee.characters
        sax.pointee.ignorableWhitespace = sax.pointee.characters
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
    }
}

/// The state of one GPX document's reading, fed by libxml2's SAX2 events: where in the document the reading is
/// (the open elements that matter), the points so far and the first problem.
private struct GPXEvents {
    /// What an open element is to the reader.
    enum Role: Equatable {
        case root, track, route, segment, point, trackName, routeName, elevation, time, other
    }

    private(set) var name: String?
    private(set) var segments: [[TrackPoint]] = []
    private(set) var count = 0
    private(set) var failure: LibXMLGPXReader.Failure?
    private(set) var sawRoot = false
    private(set) var rootLine = 0
    private var open: [Role] = []
    private var text: [UInt8] = []
    private var textLine = 0
    private var routeHasName = false
    private var point: (latitude: Double, longitude: Double, line: Int, element: String)?
    private var elevation: Double?
    private var time: Date?

    /// The reading of the parser context `context` (its `_private`).
    static func of(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GPXEvents>? {
        context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private?.assumingMemoryBound(to: GPXEvents.self)
    }

    /// The line the parser of `context` is on.
    static func line(_ context: UnsafeMutableRawPointer?) -> Int {
        guard let input = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.input else { return 0 }
        return Int(input.pointee.line)
    }

    mutating func start(
        _ local: UnsafePointer<xmlChar>, namespace: UnsafePointer<xmlChar>?, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        count attributeCount: Int, line: Int
    ) {
        guard failure == nil else {
            open.append(.other)
            return
        }
        let inGPX = Self.isGPX(namespace)
        let role = role(of: local, inGPX: inGPX, line: line, namespace: namespace)
        open.append(role)
        switch role {
        case .segment: segments.append([])
        case .route:
            segments.append([])
            routeHasName = false
        case .point: startPoint(local, attributes: attributes, count: attributeCount, line: line)
        case .trackName, .routeName, .elevation, .time:
            text.removeAll(keepingCapacity: true)
            textLine = line
        default: break
        }
    }

    /// What the element `local` opened inside the current one is.
    private mutating func role(of local: UnsafePointer<xmlChar>, inGPX: Bool, line: Int, namespace: UnsafePointer<xmlChar>?) -> Role {
        guard let parent = open.last else {
            sawRoot = true
            rootLine = line
            guard inGPX, Self.equal(local, "gpx") else {
                let qualified = String(cString: local) + (namespace.map { " in namespace '\(String(cString: $0))'" } ?? "")
                failure = LibXMLGPXReader.Failure(problem: .notGPX(qualified), line: line, column: 0, element: nil)
                return .other
            }
            return .root
        }
        switch parent {
        case .root where inGPX: return Self.equal(local, "trk") ? .track : Self.equal(local, "rte") ? .route : .other
        case .track where inGPX: return Self.equal(local, "trkseg") ? .segment : Self.equal(local, "name") && name == nil ? .trackName : .other
        case .segment where inGPX: return Self.equal(local, "trkpt") ? .point : .other
        case .route where inGPX:
            if Self.equal(local, "rtept") { return .point }
            if Self.equal(local, "name"), !routeHasName {
                routeHasName = true
                return name == nil ? .routeName : .other
            }
            return .other
        case .point: return Self.equal(local, "ele") ? .elevation : Self.equal(local, "time") ? .time : .other
        default: return .other
        }
    }

    private mutating func startPoint(_ local: UnsafePointer<xmlChar>, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count attributeCount: Int, line: Int) {
        let element = String(cString: local)
        count += 1
        if count > GPXLimits.maximumPoints {
            return fail(.tooManyPoints(limit: GPXLimits.maximumPoints), line: line, element: element)
        }
        let latitude = Self.attribute("lat", in: attributes, count: attributeCount)
        let longitude = Self.attribute("lon", in: attributes, count: attributeCount)
        guard let lat = latitude.flatMap(GPXNumber.value), lat.isFinite, abs(lat) <= 90 else {
            return fail(.invalidCoordinate(attribute: "lat", value: latitude.map(Self.string)), line: line, element: element)
        }
        guard let lon = longitude.flatMap(GPXNumber.value), lon.isFinite, abs(lon) <= 180 else {
            return fail(.invalidCoordinate(attribute: "lon", value: longitude.map(Self.string)), line: line, element: element)
        }
        point = (lat, lon, line, element)
        (elevation, time) = (nil, nil)
    }

    mutating func characters(_ bytes: UnsafeBufferPointer<xmlChar>) {
        switch open.last {
        case .trackName, .routeName, .elevation, .time: text.append(contentsOf: bytes)
        default: break
        }
    }

    mutating func end() {
        guard let role = open.popLast(), failure == nil else { return }
        switch role {
        case .trackName, .routeName:
            if !text.isEmpty { name = String(decoding: text, as: UTF8.self) }
        case .elevation:
            guard let value = text.withUnsafeBufferPointer(GPXNumber.value), value.isFinite else {
                return fail(.invalidElevation(String(decoding: text, as: UTF8.self)), line: textLine, element: "ele")
            }
            elevation = value
        case .time:
            time = ISOTimestamp.date(String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        case .point:
            guard let point else { return }
            segments[segments.count - 1].append(TrackPoint(latitude: point.latitude, longitude: point.longitude, elevation: elevation, time: time))
            self.point = nil
        default: break
        }
    }

    private mutating func fail(_ problem: GPXProblem, line: Int, element: String) {
        failure = LibXMLGPXReader.Failure(problem: problem, line: line, column: 0, element: element)
        point = nil
    }

    /// The value of the attribute `name` (no namespace) among `attributes` (libxml2's five pointers each: name,
    /// prefix, namespace, value start, value end).
    private static func attribute(_ name: StaticString, in attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int)
        -> UnsafeBufferPointer<xmlChar>?
    {
        guard let attributes else { return nil }
        for index in 0..<count {
            let base = attributes + index * 5
            guard let local = base[0], base[2] == nil, equal(local, name), let start = base[3], let end = base[4] else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    private static func string(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `namespace` is GPX 1.0's or 1.1's (or none).
    private static func isGPX(_ namespace: UnsafePointer<xmlChar>?) -> Bool {
        guard let namespace else { return true }
        return equal(namespace, gpx11) || equal(namespace, gpx10)
    }

    private static let gpx11: StaticString = "http://www.topografix.com/GPX/1/1"
    private static let gpx10: StaticString = "http://www.topografix.com/GPX/1/0"

    /// Whether the C string `text` is `name` (no allocation).
    private static func equal(_ text: UnsafePointer<xmlChar>, _ name: StaticString) -> Bool {
        xmlStrEqual(text, name.utf8Start) != 0
    }
}

import Escaping

/// Writes the trip as GPX 1.1 for navigation apps: every place as a waypoint (name, city as `cmt`, the
/// description as plain text in `desc`, a link to its page), the places in trip order as one route (each point with
/// its name only, so the descriptions are in the file once), and the tracks as `trk`/`trkseg`, in the order and with the elements the GPX 1.1 schema asks for.
struct GPXWriter: Sendable {
    /// The `creator` attribute.
    static let creator = "Roadbook"

    /// The trip's name (the site's title), in `metadata` and on the route.
    let name: String
    /// The site's home page, in `metadata` (absolute with an absolute `baseURL`, else `./`).
    let homeLink: String

    /// The GPX document.
    func xml(waypoints: [GPXWaypoint], route: [GPXWaypoint], tracks: [GPXTrack]) -> String {
        String(decoding: bytes(waypoints: waypoints, route: route, tracks: tracks), as: UTF8.self)
    }

    /// The GPX document's UTF-8 bytes. The tracks' points are written byte by byte (300 tracks of 20,000 points
    /// written through Swift strings were 9 s of CPU, most of what the tracks added to a build).
    func bytes(waypoints: [GPXWaypoint], route: [GPXWaypoint], tracks: [GPXTrack]) -> [UInt8] {
        var out = Array(head(waypoints: waypoints, route: route).utf8)
        out.reserveCapacity(out.count + tracks.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.count * 80 } })
        for track in tracks { append(track, to: &out) }
        out.append(contentsOf: "</gpx>\n".utf8)
        return out
    }

    /// The document up to the tracks: the metadata, the waypoints and the route.
    private func head(waypoints: [GPXWaypoint], route: [GPXWaypoint]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="\(Self.creator)" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
            <metadata>
            <name>\(XMLEscaper.escape(name))</name>
            <link href="\(XMLEscaper.escape(homeLink))"><text>\(XMLEscaper.escape(name))</text></link>
            </metadata>

            """
        for waypoint in waypoints { out += element("wpt", waypoint) }
        if !route.isEmpty {
            out += "<rte>\n<name>\(XMLEscaper.escape(name))</name>\n"
            // The route's points name their place and no more: the waypoints above hold the rest once.
            for waypoint in route {
                out += "<rtept lat=\"\(Self.decimal(waypoint.latitude))\" lon=\"\(Self.decimal(waypoint.longitude))\">"
                    + "<name>\(XMLEscaper.escape(waypoint.name))</name></rtept>\n"
            }
            out += "</rte>\n"
        }
        return out
    }

    private func element(_ tag: String, _ waypoint: GPXWaypoint) -> String {
        var out = "<\(tag) lat=\"\(Self.decimal(waypoint.latitude))\" lon=\"\(Self.decimal(waypoint.longitude))\">\n"
        out += "<name>\(XMLEscaper.escape(waypoint.name))</name>\n"
        if !waypoint.city.isEmpty { out += "<cmt>\(XMLEscaper.escape(waypoint.city))</cmt>\n" }
        if !waypoint.description.isEmpty { out += "<desc>\(XMLEscaper.escape(waypoint.description))</desc>\n" }
        out += "<link href=\"\(XMLEscaper.escape(waypoint.link))\"><text>\(XMLEscaper.escape(waypoint.name))</text></link>\n"
        return out + "</\(tag)>\n"
    }

    private func append(_ track: GPXTrack, to out: inout [UInt8]) {
        out.append(contentsOf: "<trk>\n<name>\(XMLEscaper.escape(track.name))</name>\n".utf8)
        for segment in track.segments where !segment.isEmpty {
            out.append(contentsOf: "<trkseg>\n".utf8)
            for point in segment {
                out.append(contentsOf: "<trkpt lat=\"".utf8)
                Self.appendDecimal(point.latitude, to: &out)
                out.append(contentsOf: "\" lon=\"".utf8)
                Self.appendDecimal(point.longitude, to: &out)
                out.append(contentsOf: "\">".utf8)
                if let elevation = point.elevation {
                    out.append(contentsOf: "<ele>".utf8)
                    Self.appendDecimal(elevation, to: &out)
                    out.append(contentsOf: "</ele>".utf8)
                }
                if let time = point.time { out.append(contentsOf: "<time>\(XMLEscaper.escape(time))</time>".utf8) }
                out.append(contentsOf: "</trkpt>\n".utf8)
            }
            out.append(contentsOf: "</trkseg>\n".utf8)
        }
        out.append(contentsOf: "</trk>\n".utf8)
    }

    /// `value` as an `xsd:decimal`: at most seven decimals (about a centimetre), no exponent, no trailing zeros;
    /// held within ±10¹¹ (no coordinate or elevation is near it), a value that is not a number as 0.
    static func decimal(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendDecimal(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``decimal(_:)`` of `value` to `out`, its digits made in a small buffer first.
    static func appendDecimal(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { return out.append(UInt8(ascii: "0")) }
        let scaled = (min(max(value, -1e11), 1e11) * 10_000_000).rounded()
        let magnitude = UInt64(abs(scaled))
        var fraction = magnitude % 10_000_000
        var width = fraction == 0 ? 0 : 7
        while width > 0, fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        // At most "-" + 12 digits + "." + 7 digits, written from the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<width {
                put(UInt8(ascii: "0") + UInt8(fraction % 10))
                fraction /= 10
            }
            if width > 0 { put(UInt8(ascii: ".")) }
            var whole = magnitude / 10_000_000
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if scaled < 0, magnitude != 0 { put(UInt8(ascii: "-")) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}

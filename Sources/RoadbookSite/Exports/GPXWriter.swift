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

    /// The GPX document, as UTF-8: written byte by byte, each text escaped straight into it (30 MB at 10,000
    /// places, where appending `String`s piece by piece was a tenth of the build).
    func xml(waypoints: [GPXWaypoint], route: [GPXWaypoint], tracks: [GPXTrack]) -> [UInt8] {
        var whole: [UInt8] = []
        write(waypoints: waypoints, route: route, tracks: tracks) { whole += $0 }
        return whole
    }

    /// The GPX document, handed to `emit` in pieces of about ``pieceSize`` bytes, in order: `generate` writes each to
    /// the file as it comes, so the whole document (30 MB at 10,000 places) is never in memory at once.
    func write(waypoints: [GPXWaypoint], route: [GPXWaypoint], tracks: [GPXTrack], to emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(Self.pieceSize + 64 * 1024)
        func flush(_ always: Bool = false) {
            guard always || out.count >= Self.pieceSize else { return }
            emit(out)
            out.removeAll(keepingCapacity: true)
        }
        out += """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="\(Self.creator)" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
            <metadata>
            <name>\(XMLEscaper.escape(name))</name>
            <link href="\(XMLEscaper.escape(homeLink))"><text>\(XMLEscaper.escape(name))</text></link>
            </metadata>

            """.utf8
        for waypoint in waypoints {
            append("wpt", waypoint, to: &out)
            flush()
        }
        if !route.isEmpty {
            out += "<rte>\n<name>\(XMLEscaper.escape(name))</name>\n".utf8
            // The route's points name their place and no more: the waypoints above hold the rest once.
            for waypoint in route {
                out += "<rtept lat=\"\(Self.decimal(waypoint.latitude))\" lon=\"\(Self.decimal(waypoint.longitude))\"><name>".utf8
                XMLEscaper.append(waypoint.name, to: &out)
                out += "</name></rtept>\n".utf8
                flush()
            }
            out += "</rte>\n".utf8
        }
        for track in tracks {
            out += xml(of: track).utf8
            flush()
        }
        out += "</gpx>\n".utf8
        flush(true)
    }

    /// About how many bytes ``write(waypoints:route:tracks:to:)`` hands on at a time.
    static let pieceSize = 1 << 20

    private func append(_ tag: String, _ waypoint: GPXWaypoint, to out: inout [UInt8]) {
        out += "<\(tag) lat=\"\(Self.decimal(waypoint.latitude))\" lon=\"\(Self.decimal(waypoint.longitude))\">\n<name>".utf8
        XMLEscaper.append(waypoint.name, to: &out)
        out += "</name>\n".utf8
        if !waypoint.city.isEmpty {
            out += "<cmt>".utf8
            XMLEscaper.append(waypoint.city, to: &out)
            out += "</cmt>\n".utf8
        }
        if !waypoint.description.isEmpty {
            out += "<desc>".utf8
            XMLEscaper.append(waypoint.description, to: &out)
            out += "</desc>\n".utf8
        }
        out += "<link href=\"".utf8
        XMLEscaper.append(waypoint.link, to: &out)
        out += "\"><text>".utf8
        XMLEscaper.append(waypoint.name, to: &out)
        out += "</text></link>\n</\(tag)>\n".utf8
    }

    private func xml(of track: GPXTrack) -> String {
        var out = "<trk>\n<name>\(XMLEscaper.escape(track.name))</name>\n"
        for segment in track.segments where !segment.isEmpty {
            out += "<trkseg>\n"
            for point in segment {
                out += "<trkpt lat=\"\(Self.decimal(point.latitude))\" lon=\"\(Self.decimal(point.longitude))\">"
                if let elevation = point.elevation { out += "<ele>\(Self.decimal(elevation))</ele>" }
                if let time = point.time { out += "<time>\(XMLEscaper.escape(time))</time>" }
                out += "</trkpt>\n"
            }
            out += "</trkseg>\n"
        }
        return out + "</trk>\n"
    }

    /// `value` as an `xsd:decimal`: at most seven decimals (about a centimetre), no exponent, no trailing zeros;
    /// held within ±10¹¹ (no coordinate or elevation is near it), a value that is not a number as 0.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (min(max(value, -1e11), 1e11) * 10_000_000).rounded()
        let negative = scaled < 0
        let magnitude = UInt64(abs(scaled))
        var fraction = String(magnitude % 10_000_000)
        fraction = String(repeating: "0", count: 7 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = String(magnitude / 10_000_000)
        let sign = negative && magnitude != 0 ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}

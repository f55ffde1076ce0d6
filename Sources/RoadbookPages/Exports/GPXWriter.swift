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

    /// The GPX document, as UTF-8: written byte by byte, each text escaped straight into it and each number made in
    /// a small buffer (appending `String`s piece by piece was a tenth of a 10,000-place build; 300 tracks of 20,000
    /// points written through strings, 9 s of CPU).
    func xml(waypoints: [GPXWaypoint], route: [GPXWaypoint], tracks: some Sequence<GPXTrack>) -> [UInt8] {
        var whole: [UInt8] = []
        write(waypoints: waypoints, route: route, tracks: tracks) { whole += $0 }
        return whole
    }

    /// The GPX document, handed to `emit` in pieces of about ``pieceSize`` bytes, in order: `generate` writes each to
    /// the file as it comes, so the whole document (30 MB at 10,000 places) is never in memory at once; nor are the
    /// tracks, when `tracks` makes each as it is asked for (``TripSchedule/tracks``).
    func write(waypoints: [GPXWaypoint], route: [GPXWaypoint], tracks: some Sequence<GPXTrack>, to emit: ([UInt8]) -> Void) {
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
            append(track, to: &out)
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

    /// Appends `track`, each point in one piece (``GPXPointMarkup``).
    private func append(_ track: GPXTrack, to out: inout [UInt8]) {
        out.append(contentsOf: "<trk>\n<name>\(XMLEscaper.escape(track.name))</name>\n".utf8)
        for segment in track.segments where !segment.isEmpty {
            out.append(contentsOf: "<trkseg>\n".utf8)
            for point in segment {
                GPXPointMarkup.append(point, to: &out)
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
        return UTF8Text.string(repairing: bytes)
    }

    /// Appends ``decimal(_:)`` of `value` to `out`, its digits made in a small buffer first (``DecimalDigits``).
    static func appendDecimal(_ value: Double, to out: inout [UInt8]) {
        DecimalDigits.withDigits(of: value, places: GPXPointMarkup.places, limit: GPXPointMarkup.limit) { out.append(contentsOf: $0) }
    }
}

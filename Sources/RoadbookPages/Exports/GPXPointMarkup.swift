import Escaping

/// A track point of `trip.gpx` as markup: `<trkpt lat="…" lon="…"><ele>…</ele></trkpt>`, its fixed text and its
/// numbers (``DecimalDigits``) written into one buffer on the stack and appended to the document at once. Appending
/// each piece to the document (six appends a point, each number made in a buffer of its own) was 2,000 instructions
/// a point: 300 tracks of thousands of points each.
enum GPXPointMarkup {
    /// The decimals of every number (about a centimetre), and the largest magnitude written (``GPXWriter/decimal(_:)``).
    static let places = 7, limit = 1e11

    /// Appends `point` to `out`: its time, when it has one, escaped (``XMLEscaper``) after the elevation.
    static func append(_ point: GPXTrackPoint, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * DecimalDigits.maximumCount + 64) { buffer in
            var cursor = buffer.baseAddress!
            func put(_ text: StaticString) {
                cursor.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
                cursor += text.utf8CodeUnitCount
            }
            func put(_ value: Double) {
                cursor += DecimalDigits.write(value, places: places, limit: limit, to: cursor)
            }
            put("<trkpt lat=\"")
            put(point.latitude)
            put("\" lon=\"")
            put(point.longitude)
            put("\">")
            if let elevation = point.elevation {
                put("<ele>")
                put(elevation)
                put("</ele>")
            }
            if point.time == nil { put("</trkpt>\n") }
            out.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: cursor - buffer.baseAddress!))
        }
        guard let time = point.time else { return }
        out.append(contentsOf: "<time>".utf8)
        XMLEscaper.append(time, to: &out)
        out.append(contentsOf: "</time></trkpt>\n".utf8)
    }
}

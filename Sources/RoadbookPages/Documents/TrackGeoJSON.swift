import Escaping
import RoadbookContent

/// `/tracks.geojson`: every track's outline (``Track/outline``, simplified for drawing) as a GeoJSON
/// MultiLineString feature, coordinates to five decimals (about a metre), for the interactive maps. Written only
/// when the site has tracks.
package enum TrackGeoJSON {
    /// The document of `tracks`, each with the day it is on (`day`, 1-based: `days`, in the order of `tracks`) when
    /// it has one.
    package static func json(tracks: [Track], days: [Int?]) -> String {
        var writer = JSONWriter(reservingCapacity: tracks.reduce(0) { $0 + $1.outline.count * 24 + 120 })
        writer.beginObject()
        writer.key("features")
        writer.beginArray()
        for (offset, track) in tracks.enumerated() {
            writer.beginObject()
            writer.key("geometry")
            writer.beginObject()
            writer.key("coordinates")
            writer.beginArray()
            for line in track.outline {
                writer.beginArray()
                for point in line {
                    writer.beginArray()
                    coordinate(point.longitude, into: &writer)
                    coordinate(point.latitude, into: &writer)
                    writer.endArray()
                }
                writer.endArray()
            }
            writer.endArray()
            writer.key("type")
            writer.string("MultiLineString")
            writer.endObject()
            writer.key("properties")
            writer.beginObject()
            if days.indices.contains(offset), let day = days[offset] {
                writer.key("day")
                writer.number(day)
            }
            writer.key("id")
            writer.string(track.id)
            writer.endObject()
            writer.key("type")
            writer.string("Feature")
            writer.endObject()
        }
        writer.endArray()
        writer.key("type")
        writer.string("FeatureCollection")
        writer.endObject()
        return writer.text
    }

    /// Writes `degrees` rounded to five decimals as ``JSONWriter/number(_:keepingPointZero:)`` writes it without its
    /// `.0`: Swift's shortest form of a number of five decimals at least 0.0001 from zero is those decimals without
    /// trailing zeros, which ``DecimalDigits`` writes in a buffer (the shortest form, a `String` a number, was nine
    /// tenths of writing the file); nearer zero it has an exponent (`1e-05`) or a sign (`-0`), written as before.
    static func coordinate(_ degrees: Double, into writer: inout JSONWriter) {
        let value = rounded(degrees)
        guard abs(value) >= 0.0001, abs(value) < 1e13 else {
            writer.number(value, keepingPointZero: false)
            return
        }
        DecimalDigits.withDigits(of: value, places: 5, limit: 1e13) { writer.written(utf8: $0) }
    }

    private static func rounded(_ degrees: Double) -> Double {
        (degrees * 100_000).rounded() / 100_000
    }
}

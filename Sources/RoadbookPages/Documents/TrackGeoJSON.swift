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
                    writer.number(rounded(point.longitude), keepingPointZero: false)
                    writer.number(rounded(point.latitude), keepingPointZero: false)
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

    private static func rounded(_ degrees: Double) -> Double {
        (degrees * 100_000).rounded() / 100_000
    }
}

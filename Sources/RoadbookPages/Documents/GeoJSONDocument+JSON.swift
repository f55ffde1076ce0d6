import Escaping

extension GeoJSONDocument {
    /// The document as compact JSON, written directly by a ``JSONWriter``: the keys of each object in sorted
    /// order, numbers without the `.0` of a whole number, strings quoted by the writer and slashes as they are. The
    /// same bytes `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes for it (text holds no
    /// control character but tab and newline: content validation refuses them), without its boxing.
    package var jsonText: String {
        var writer = JSONWriter(reservingCapacity: features.count * 240)
        writer.beginObject()
        writer.key("features")
        writer.beginArray()
        for feature in features { feature.write(to: &writer) }
        writer.endArray()
        writer.key("type")
        writer.string("FeatureCollection")
        writer.endObject()
        return writer.text
    }
}

extension GeoJSONDocument.Feature {
    /// Writes the feature as a JSON object, keys sorted.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("geometry")
        writer.beginObject()
        writer.key("coordinates")
        writer.beginArray()
        for coordinate in geometry.coordinates { writer.number(coordinate, keepingPointZero: false) }
        writer.endArray()
        writer.key("type")
        writer.string("Point")
        writer.endObject()
        writer.key("properties")
        writer.beginObject()
        writer.key("cityName")
        writer.string(properties.cityName)
        writer.key("id")
        writer.string(properties.id)
        if let link = properties.link {
            writer.key("link")
            writer.string(link)
        }
        writer.key("name")
        writer.string(properties.name)
        if let photo = properties.photo {
            writer.key("photo")
            writer.string(photo)
        }
        if let track = properties.track {
            writer.key("track")
            writer.string(track)
        }
        writer.key("url")
        writer.string(properties.url)
        writer.endObject()
        writer.key("type")
        writer.string("Feature")
        writer.endObject()
    }
}

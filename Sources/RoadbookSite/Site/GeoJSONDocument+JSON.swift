import Escaping

extension GeoJSONDocument {
    /// The document as compact JSON, written directly: the keys of each object in sorted order, numbers as Swift
    /// prints them (without a `.0` of a whole number), strings through ``QuotedText/json(_:)`` and slashes as they
    /// are. The same bytes `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes for it (text holds
    /// no control character but tab and newline: content validation refuses them), without its boxing.
    package var jsonText: String {
        var text = "{\"features\":["
        text.reserveCapacity(features.count * 240)
        for (index, feature) in features.enumerated() {
            if index > 0 { text += "," }
            feature.appendJSON(to: &text)
        }
        return text + "],\"type\":\"FeatureCollection\"}"
    }
}

extension GeoJSONDocument.Feature {
    /// Appends the feature as a JSON object, keys sorted.
    func appendJSON(to text: inout String) {
        text += "{\"geometry\":{\"coordinates\":["
        for (index, coordinate) in geometry.coordinates.enumerated() {
            if index > 0 { text += "," }
            text += Self.jsonNumber(coordinate)
        }
        text += "],\"type\":\"Point\"},\"properties\":{\"cityName\":"
        text += QuotedText.json(properties.cityName)
        text += ",\"id\":" + QuotedText.json(properties.id)
        if let link = properties.link { text += ",\"link\":" + QuotedText.json(link) }
        text += ",\"name\":" + QuotedText.json(properties.name)
        if let photo = properties.photo { text += ",\"photo\":" + QuotedText.json(photo) }
        text += ",\"url\":" + QuotedText.json(properties.url)
        text += "},\"type\":\"Feature\"}"
    }

    /// `value` as JSON writes it: Swift's shortest form, a whole number without its `.0` (`41`, `12.5`, `1e-05`).
    static func jsonNumber(_ value: Double) -> String {
        let printed = value.description
        return printed.hasSuffix(".0") ? String(printed.dropLast(2)) : printed
    }
}

import Escaping

/// A drawn map's SVG as it is written: its UTF-8 bytes, piece by piece. Interpolating each element into a `String`
/// and appending that was 2.4 % of a 2,000-place build (every place page and city page has a map); bytes appended to
/// one buffer, numbers written straight into it, are a fraction of that.
struct MapMarkup {
    /// What has been written.
    private(set) var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { UTF8Text.string(repairing: bytes) }

    /// Appends markup as it is.
    mutating func add(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text that needs no escaping (ids, class names, bytes another writer made).
    mutating func add(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `text` with its character references (``HTMLEscaper``).
    mutating func escaped(_ text: String) {
        HTMLEscaper.append(text, to: &bytes)
    }

    /// Appends a coordinate as ``MapRenderer/number(_:places:)`` writes it.
    mutating func number(_ value: Double, places: Int = 1) {
        DecimalDigits.withDigits(of: value, places: places == 2 ? 2 : 1, limit: MapRenderer.numberLimit) { bytes.append(contentsOf: $0) }
    }
}

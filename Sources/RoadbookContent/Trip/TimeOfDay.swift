/// A time of day written `09:30` (24-hour clock, ISO 8601): when a dated place is visited.
package struct TimeOfDay: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// 0…23.
    package let hour: Int
    /// 0…59.
    package let minute: Int

    /// The time `hour`:`minute`; `nil` out of range.
    package init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time written `HH:MM` exactly; `nil` for any other form.
    package init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
            bytes.indices.allSatisfy({ $0 == 2 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) })
        else { return nil }
        let digit = { (index: Int) in Int(bytes[index] - UInt8(ascii: "0")) }
        self.init(hour: digit(0) * 10 + digit(1), minute: digit(3) * 10 + digit(4))
    }

    /// Minutes since midnight.
    package var minutes: Int { hour * 60 + minute }

    /// `09:30`.
    package var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    package static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }

    /// Encoded as its text.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decoded from its text.
    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let time = TimeOfDay(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a time: \(text)"))
        }
        self = time
    }
}

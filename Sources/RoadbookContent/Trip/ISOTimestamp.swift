import Foundation

/// The times of GPX points: ISO 8601 / XML Schema `dateTime` (`2027-04-14T09:30:05Z`, with optional fractions of a
/// second and an offset such as `+05:00`; without one, UTC).
enum ISOTimestamp {
    /// The moment `text` writes; `nil` when it is not such a timestamp.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            let day = CalendarDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            var scale = 0.1
            index += 1
            while index < bytes.count, let digit = number(bytes[index..<(index + 1)]) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
        }
        guard let offset = offsetSeconds(bytes[index...]) else { return nil }
        let seconds = Double(day.dayNumber) * 86_400 + Double(hour * 3600 + minute * 60 + second) + fraction - Double(offset)
        return Date(timeIntervalSince1970: seconds)
    }

    /// The offset from UTC in seconds of `Z`, `+05:00`, `-0300` or nothing; `nil` for anything else.
    private static func offsetSeconds(_ zone: ArraySlice<UInt8>) -> Int? {
        guard let sign = zone.first else { return 0 }
        if sign == UInt8(ascii: "Z"), zone.count == 1 { return 0 }
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = zone.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 4, zone.count <= 6, let hours = number(digits.prefix(2)), let minutes = number(digits.suffix(2)) else {
            return nil
        }
        return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    private static func number(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

/// A number written in fixed point, as the drawn maps and `trip.gpx` write their coordinates: at most a given number
/// of decimals, no trailing zeros, no exponent, never `-0`.
///
/// The digits are written from the end into a small buffer on the stack and handed over whole: a string each for the
/// whole part, the fraction and their sums made a day's map of a large trip (hundreds of numbers) a tenth slower, and
/// `trip.gpx` writes millions of them.
enum DecimalDigits {
    /// Calls `body` with the ASCII digits of `value` rounded to `places` decimals (1 to 9), held within ±`limit`
    /// (at most 10¹⁸ / 10^`places`); a value that is not a number is written `0`.
    static func withDigits<Result>(
        of value: Double, places: Int, limit: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard value.isFinite else { return withUnsafeBytes(of: UInt8(ascii: "0")) { body($0.bindMemory(to: UInt8.self)) } }
        var factor: UInt64 = 1
        for _ in 0..<places { factor *= 10 }
        let scaled = (min(max(value, -limit), limit) * Double(factor)).rounded()
        let magnitude = UInt64(abs(scaled))
        var fraction = magnitude % factor
        var width = fraction == 0 ? 0 : places
        while width > 0, fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        // At most "-" + 19 digits + "." + 9 digits.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<width {
                put(UInt8(ascii: "0") + UInt8(fraction % 10))
                fraction /= 10
            }
            if width > 0 { put(UInt8(ascii: ".")) }
            var whole = magnitude / factor
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if scaled < 0, magnitude != 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}

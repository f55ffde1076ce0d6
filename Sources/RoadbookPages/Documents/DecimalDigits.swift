/// A number written in fixed point, as the drawn maps and `trip.gpx` write their coordinates: at most a given number
/// of decimals, no trailing zeros, no exponent, never `-0`.
///
/// The digits are written into a small buffer on the stack and handed over whole: a string each for the whole part,
/// the fraction and their sums made a day's map of a large trip (hundreds of numbers) a tenth slower, and `trip.gpx`
/// writes millions of them.
enum DecimalDigits {
    /// The most bytes ``write(_:places:limit:to:)`` writes: "-", 19 digits, "." and 9 digits, rounded up.
    static let maximumCount = 32

    /// Calls `body` with the ASCII digits of `value` rounded to `places` decimals (1 to 9), held within ±`limit`
    /// (at most 10¹⁸ / 10^`places`); a value that is not a number is written `0`.
    static func withDigits<Result>(
        of value: Double, places: Int, limit: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { buffer in
            let count = write(value, places: places, limit: limit, to: buffer.baseAddress!)
            return body(UnsafeBufferPointer(start: buffer.baseAddress, count: count))
        }
    }

    /// Writes the digits ``withDigits(of:places:limit:_:)`` hands over to `target`, which has room for
    /// ``maximumCount`` bytes, front to back, and returns how many it wrote: a writer that puts a whole line in one
    /// buffer (a track point of `trip.gpx`) writes its numbers straight into it.
    static func write(_ value: Double, places: Int, limit: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            target[0] = UInt8(ascii: "0")
            return 1
        }
        let factor = powerOfTen(places)
        let scaled = (min(max(value, -limit), limit) * Double(factor)).rounded()
        let magnitude = UInt64(abs(scaled))
        var fraction = magnitude % factor
        var width = fraction == 0 ? 0 : places
        while width > 0, fraction % 10 == 0 {
            fraction /= 10
            width &-= 1
        }
        var count = 0
        if scaled < 0, magnitude != 0 {
            target[0] = UInt8(ascii: "-")
            count = 1
        }
        let whole = magnitude / factor
        var wholeDigits = 1
        var rest = whole
        while rest >= 10 {
            rest /= 10
            wholeDigits &+= 1
        }
        count &+= wholeDigits
        putDigits(whole, count: wholeDigits, endingAt: target + count)
        guard width > 0 else { return count }
        target[count] = UInt8(ascii: ".")
        count &+= 1 &+ width
        putDigits(fraction, count: width, endingAt: target + count)
        return count
    }

    /// 10^`exponent`, for `exponent` 0 to 19.
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<exponent { power &*= 10 }
        return power
    }

    /// Writes the last `count` decimal digits of `value` to the `count` bytes before `end`, two at a time.
    private static func putDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        let pairs = Self.pairs.utf8Start
        var value = value
        var cursor = end
        var left = count
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: value % 100) &* 2
            value /= 100
            cursor -= 2
            cursor[0] = pairs[pair]
            cursor[1] = pairs[pair &+ 1]
            left &-= 2
        }
        if left == 1 { (cursor - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10) }
    }

    /// "00" to "99", for ``putDigits(_:count:endingAt:)``.
    private static var pairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }
}

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
        let factor = power(of: places)
        let (magnitude, isNegative) = roundedMagnitude(min(max(value, -limit), limit) * Double(factor))
        let whole = magnitude / factor
        var count = 0
        if isNegative, magnitude != 0 {
            target[0] = UInt8(ascii: "-")
            count = 1
        }
        var wholeDigits = 1
        var bound: UInt64 = 10
        while wholeDigits < 19, whole >= bound {
            wholeDigits &+= 1
            bound &*= 10
        }
        count &+= wholeDigits
        putDigits(whole, count: wholeDigits, endingAt: target + count)
        let fraction = magnitude &- whole &* factor
        guard fraction != 0 else { return count }
        // Every decimal, then the trailing zeros taken back off (a fraction that is not 0 has a digit that is not).
        target[count] = UInt8(ascii: ".")
        putDigits(fraction, count: places, endingAt: target + count + 1 + places)
        count &+= 1 &+ places
        while target[count &- 1] == UInt8(ascii: "0") { count &-= 1 }
        return count
    }

    /// 10^`exponent` (0 to 9), without a table: a table kept in a global was looked up through its lazy
    /// initialisation and checked against its bounds for every number.
    @inline(__always)
    private static func power(of exponent: Int) -> UInt64 {
        switch exponent {
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        default: 1
        }
    }

    /// The magnitude of `scaled` (at most 10¹⁸) rounded half away from zero, as `scaled.rounded()` rounds it, and
    /// whether `scaled` is below zero: its whole part by truncation and the fraction left compared with a half (the
    /// fraction of a `Double` is exact), not through libm's `round`.
    @inline(__always)
    private static func roundedMagnitude(_ scaled: Double) -> (UInt64, Bool) {
        let isNegative = scaled < 0
        let magnitude = isNegative ? -scaled : scaled
        let whole = UInt64(magnitude)
        return (magnitude - Double(whole) >= 0.5 ? whole &+ 1 : whole, isNegative)
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

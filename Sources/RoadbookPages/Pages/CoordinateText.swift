/// Coordinates for pages, independent of the machine's locale so builds are reproducible.
package enum CoordinateText {
    /// A coordinate with six decimals (about 10 cm): `41.890200`.
    package static func coordinate(_ value: Double) -> String {
        let micro = Int((value * 1_000_000).rounded())
        let magnitude = micro.magnitude
        let fraction = String(magnitude % 1_000_000)
        return (micro < 0 ? "-" : "") + String(magnitude / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

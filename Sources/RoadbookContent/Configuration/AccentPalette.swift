/// The colours the default theme derives from `accentColor` at build time, so that text stays readable whatever
/// the accent: the text on the accent (white or near-black, whichever reaches 4.5:1), and the accent as link text
/// on the light and the dark surfaces (darkened or lightened until it reaches 4.5:1 on each).
///
/// The surfaces are the default theme's (`templates/theme.css`: `--bg`, `--surface`, `--surface-2` in both
/// schemes); a theme of one's own with other backgrounds can ignore these values.
package struct AccentPalette: Sendable, Hashable {
    /// Text on the accent (buttons, the current navigation entry): `#ffffff` or `#111418`.
    package let onAccent: String
    /// Link text in the light scheme.
    package let textOnLight: String
    /// Link text in the dark scheme.
    package let textOnDark: String
    /// The accent against the light page background (pins, bars and focus rings need 3:1); nil when the accent
    /// is a colour that cannot be worked out at build time (`oklch()`, `color-mix()`, …).
    package let lightContrast: Double?
    /// The accent against the dark page background.
    package let darkContrast: Double?

    /// WCAG AA for text.
    package static let textContrast = 4.5
    /// WCAG AA for graphics and the parts of controls (WCAG 1.4.11).
    package static let graphicsContrast = 3.0
    /// Near-black text on a light accent.
    package static let nearBlack = SRGBColor(hex: 0x111418)

    static let lightBackground = SRGBColor(hex: 0xf6f7f9)
    static let lightSurfaces = [SRGBColor(hex: 0xf6f7f9), SRGBColor(hex: 0xffffff), SRGBColor(hex: 0xeef1f4)]
    static let darkBackground = SRGBColor(hex: 0x0f1216)
    static let darkSurfaces = [SRGBColor(hex: 0x0f1216), SRGBColor(hex: 0x181c22), SRGBColor(hex: 0x222831)]

    /// The palette of the CSS colour `accent`. A colour Roadbook cannot work out keeps the theme's own formulas
    /// (white text, the accent mixed with black or white in CSS).
    package init(accent: String) {
        guard let color = SRGBColor(css: accent) else {
            onAccent = SRGBColor.white.hex
            textOnLight = "color-mix(in srgb, \(accent) 85%, #000000)"
            textOnDark = "color-mix(in srgb, \(accent) 60%, #ffffff)"
            lightContrast = nil
            darkContrast = nil
            return
        }
        onAccent = Self.text(on: color).hex
        textOnLight = Self.readable(color, on: Self.lightSurfaces, towards: .black, startingAt: 0.15).hex
        textOnDark = Self.readable(color, on: Self.darkSurfaces, towards: .white, startingAt: 0.4).hex
        lightContrast = color.contrast(with: Self.lightBackground)
        darkContrast = color.contrast(with: Self.darkBackground)
    }

    /// White when it reaches 4.5:1 on `accent`, else near-black when that does, else whichever of white and
    /// black is the stronger (one of them always reaches 4.5:1).
    static func text(on accent: SRGBColor) -> SRGBColor {
        if SRGBColor.white.contrast(with: accent) >= textContrast { return .white }
        if nearBlack.contrast(with: accent) >= textContrast { return nearBlack }
        return SRGBColor.white.contrast(with: accent) >= SRGBColor.black.contrast(with: accent) ? .white : .black
    }

    /// `color` mixed with `target` from `share` on, in steps of 5%, until it reaches 4.5:1 on every surface.
    static func readable(_ color: SRGBColor, on surfaces: [SRGBColor], towards target: SRGBColor, startingAt share: Double) -> SRGBColor {
        var share = share
        while share < 1 {
            let mixed = color.mixed(with: target, share: share)
            if surfaces.allSatisfy({ mixed.contrast(with: $0) >= textContrast }) { return mixed }
            share += 0.05
        }
        return target
    }

    /// `"1.45:1"`: two decimals, rounded down, so a ratio under 3 never reads as `3.00:1`.
    package static func ratioText(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}

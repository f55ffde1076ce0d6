import RoadbookContent
import Testing

/// The colours the theme derives from `accentColor`: CSS values read as sRGB, WCAG contrast, and text that
/// reaches 4.5:1 whatever the accent.
@Suite struct AccentPaletteTests {
    @Test(arguments: [
        ("#007aff", "#007aff"), ("#07f", "#0077ff"), ("#07fa", "#0077ff"), ("#007AFF80", "#007aff"),
        ("teal", "#008080"), ("RebeccaPurple", "#663399"), ("rgb(10 132 255)", "#0a84ff"),
        ("rgba(10, 132, 255, 0.5)", "#0a84ff"), ("rgb(100% 50% 0% / 1)", "#ff8000"), ("hsl(120 100% 25%)", "#008000"),
        ("hsl(-120deg, 100%, 50%)", "#0000ff"), ("hsla(0, 0%, 100%, 1)", "#ffffff"),
    ])
    func readsCSSColours(css: String, hex: String) {
        #expect(SRGBColor(css: css)?.hex == hex)
    }

    @Test(arguments: ["oklch(60% 0.1 200)", "color-mix(in srgb, red, blue)", "currentcolor", "#12", "rgb(1 2)", "hsl(1 2 3)"])
    func leavesWhatItCannotWorkOut(css: String) {
        #expect(SRGBColor(css: css) == nil)
    }

    @Test func contrastIsWCAGs() {
        #expect(abs(SRGBColor.white.contrast(with: .black) - 21) < 0.001)
        #expect(AccentPalette.ratioText(SRGBColor.white.contrast(with: SRGBColor(css: "#007aff")!)) == "4.01:1")
        #expect(AccentPalette.ratioText(2.999) == "2.99:1")
        #expect(AccentPalette.ratioText(4.5) == "4.50:1")
    }

    @Test(arguments: [
        ("#007aff", "#111418"), ("#ffd200", "#111418"), ("#0a7d6f", "#ffffff"), ("navy", "#ffffff"), ("#767676", "#ffffff"),
    ])
    func textOnTheAccentIsWhiteOrNearBlackWhicheverReads(accent: String, onAccent: String) throws {
        let palette = AccentPalette(accent: accent)
        #expect(palette.onAccent == onAccent)
        let ratio = try #require(SRGBColor(css: palette.onAccent)).contrast(with: try #require(SRGBColor(css: accent)))
        #expect(ratio >= 4.5)
    }

    @Test(arguments: ["#007aff", "#ffd200", "#0a7d6f", "navy", "white", "black", "hsl(330 90% 45%)"])
    func linkTextReachesFourAndAHalfOnEverySurface(accent: String) throws {
        let palette = AccentPalette(accent: accent)
        let light = try #require(SRGBColor(css: palette.textOnLight))
        let dark = try #require(SRGBColor(css: palette.textOnDark))
        for surface in ["#f6f7f9", "#ffffff", "#eef1f4"] {
            #expect(light.contrast(with: try #require(SRGBColor(css: surface))) >= 4.5)
        }
        for surface in ["#0f1216", "#181c22", "#222831"] {
            #expect(dark.contrast(with: try #require(SRGBColor(css: surface))) >= 4.5)
        }
    }

    @Test func anAccentItCannotReadKeepsTheThemesFormulas() {
        let palette = AccentPalette(accent: "oklch(60% 0.1 200)")
        #expect(palette.onAccent == "#ffffff")
        #expect(palette.textOnLight == "color-mix(in srgb, oklch(60% 0.1 200) 85%, #000000)")
        #expect(palette.lightContrast == nil && palette.darkContrast == nil)
    }
}

/// A generous estimate of how wide a text is drawn, in ems of a bold sans-serif font, with no font at hand.
///
/// The shares are those of the widest common bold faces (DejaVu Sans Bold, which Linux browsers fall back to), so
/// the real text fits inside the estimate in every font the theme may get: an estimate too wide only drops a label,
/// one too narrow would let labels overlap.
enum LabelWidth {
    /// The width of `text` at `fontSize` units.
    static func of(_ text: String, fontSize: Double) -> Double {
        ems(of: text) * fontSize
    }

    /// The width of `text` in ems: ``of(_:fontSize:)`` is this times the font size.
    static func ems(of text: String) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += share(of: scalar)
        }
        return ems
    }

    /// One character's share of an em.
    static func share(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "j", "l", "I", "!", ".", ",", ":", ";", "'", "|", " ", "\u{00A0}": 0.38
        case "f", "r", "t", "(", ")", "-", "\u{2010}"..."\u{2013}": 0.52
        case "m", "w": 1.08
        case "M", "W", "@", "—": 1.12
        case "A"..."Z": 0.88
        case "a"..."z", "0"..."9": 0.74
        default:
            if scalar.properties.generalCategory == .nonspacingMark { 0 }
            // CJK, kana, hangul and the like are a full em (and then some, in fallback fonts).
            else if scalar.value >= 0x2E80 { 1.1 }
            else { 0.9 }
        }
    }
}
